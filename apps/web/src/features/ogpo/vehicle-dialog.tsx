// The vehicle dialog 'Авто' of the OGPO page (a lazy chunk): renders the dialog the policy machine runs (core's
// vehicleDialogMachine provided with `vehicleDialogCalls`; the view reads and drives its lookup child), and the
// regions dictionary from the cache.
import type { ApiClient } from '@sakta/core/shared';
import { vehicleDialogCalls } from './vehicles-calls';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import {
  provideVehicleDialog,
  selectVehicleDialogView,
  vehicleLookupOf,
  vehiclePatch,
  type Region,
  type VehicleDialogActor,
  type VehicleLookupActor,
} from '@sakta/core/ogpo/vehicle';
import { VehicleDialog as VehicleDialogView } from '@sakta/ui';
import { useApi } from '../../lib/api';
import { regionsQuery } from '../sale/sale-calls';

/** The dialog's machine with its calls: the sale page loads it with this view, before the dialog opens. */
export const dialogLogic = (api: ApiClient) => provideVehicleDialog(vehicleDialogCalls(api));
const ignore = () => {};

export function VehicleDialog({ actor }: { actor: VehicleDialogActor }) {
  const api = useApi();
  const lookup = useSelector(actor, vehicleLookupOf);
  const regions = useQuery(regionsQuery(api)).data ?? [];
  if (!lookup)
    return (
      <VehicleDialogView
        view={null}
        regions={regions}
        onQuery={ignore}
        onSearch={ignore}
        onPick={ignore}
        onCreate={ignore}
        onReset={ignore}
        onField={ignore}
        onSubmit={ignore}
        onClose={ignore}
      />
    );
  return <OpenVehicleDialog lookup={lookup} regions={regions} />;
}

function OpenVehicleDialog({ lookup, regions }: { lookup: VehicleLookupActor; regions: readonly Region[] }) {
  const view = useSelector(lookup, (s) => (s.status === 'active' ? selectVehicleDialogView(s) : null));
  return (
    <VehicleDialogView
      view={view}
      regions={regions}
      onQuery={(patch) => lookup.send({ type: 'QUERY', patch })}
      onSearch={() => lookup.send({ type: 'SEARCH' })}
      onPick={(index) => lookup.send({ type: 'PICK', index })}
      onCreate={() => lookup.send({ type: 'CREATE' })}
      onReset={() => lookup.send({ type: 'RESET' })}
      onField={(field, value) => {
        const record = selectVehicleDialogView(lookup.getSnapshot()).record;
        lookup.send({ type: 'CHANGE', patch: vehiclePatch(record, field, value) as Record<string, unknown> });
      }}
      onSubmit={() => lookup.send({ type: 'SUBMIT' })}
      onClose={() => lookup.send({ type: 'CLOSE' })}
    />
  );
}
