// The casco vehicle dialog of the casco page (a lazy chunk): renders the dialog the casco machine runs (core's
// cascoVehicleDialogMachine provided with get-specialist-vehicle) with the financial institutions' regions from the
// cache.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '@sakta/core/shared';
import {
  connectCascoVehicleDialog,
  provideCascoVehicleDialog,
  specialistVehicleEndpoint,
  type cascoVehicleDialogMachine,
} from '@sakta/core/casco';
import { CascoVehicleDialog } from '@sakta/ui';
import { useApi } from '../../lib/api';
import { regionsByFiQuery } from '../sale/fi-regions';

/** The dialog's machine with its call: the sale page loads it with this view, before the dialog opens. */
export const dialogLogic = (api: ApiClient) =>
  provideCascoVehicleDialog({ specialistVehicle: (q) => api.call(specialistVehicleEndpoint, q) });

export function VehicleDialog({ actor }: { actor: ActorRefFrom<typeof cascoVehicleDialogMachine> }) {
  const api = useApi();
  const regions = useQuery(regionsByFiQuery(api)).data ?? [];
  const connection = useSelector(actor, (s) => connectCascoVehicleDialog(s, actor.send));
  return <CascoVehicleDialog {...connection} regions={regions} />;
}
