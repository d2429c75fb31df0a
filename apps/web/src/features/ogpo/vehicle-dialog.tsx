// The vehicle dialog 'Авто' of the OGPO page (a lazy chunk): renders the dialog machine the policy machine runs
// (core's vehicleDialogMachine provided with `vehicleDialogCalls`), and the regions dictionary from the cache.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ApiClient } from '@sakta/core';
import {
  regionsEndpoint,
  selectVehicleDialogView,
  vehicleGetEndpoint,
  vehiclePatch,
  vehicleSetEndpoint,
  type VehicleDialogActor,
  type VehicleDialogCalls,
} from '@sakta/core/ogpo/vehicle';
import { VehicleDialog as VehicleDialogView } from '@sakta/ui';
import { useApi } from '../../lib/api';
import { dictionaryQuery } from '../../lib/queries';

/** The dialog's calls on the API client (vehicle/get, vehicle/set): give them to `provideVehicleDialog`. */
export function vehicleDialogCalls(api: ApiClient): VehicleDialogCalls {
  return {
    get: async (req) => (await api.call(vehicleGetEndpoint, req)).data,
    set: async (vehicles) => (await api.call(vehicleSetEndpoint, vehicles)).data,
  };
}

/** The regions dictionary (GET dictionaries/regions), fetched once per session. */
export function regionsQuery(api: ApiClient) {
  return dictionaryQuery(
    'regions',
    async (signal) => (await api.call(regionsEndpoint, undefined, { signal })).data,
  );
}

export function VehicleDialog({ actor }: { actor: VehicleDialogActor }) {
  const api = useApi();
  const view = useSelector(actor, (s) => (s.status === 'active' ? selectVehicleDialogView(s) : null));
  const regions = useQuery(regionsQuery(api)).data ?? [];
  return (
    <VehicleDialogView
      view={view}
      regions={regions}
      onQuery={(patch) => actor.send({ type: 'QUERY', patch })}
      onSearch={() => actor.send({ type: 'SEARCH' })}
      onPick={(index) => actor.send({ type: 'PICK', index })}
      onCreate={() => actor.send({ type: 'CREATE' })}
      onReset={() => actor.send({ type: 'RESET' })}
      onField={(field, value) => {
        const s = actor.getSnapshot();
        const record = selectVehicleDialogView(s).record;
        actor.send({ type: 'CHANGE', patch: vehiclePatch(record, field, value) as Record<string, unknown> });
      }}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
