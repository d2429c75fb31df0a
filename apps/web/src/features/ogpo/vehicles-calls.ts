// The OGPO vehicles' dialogs' calls on the API client (spec part 2 section 7.1), for the `provide*` functions of
// core: vehicle/get and set, client/get-driver-license. Kept apart from the views so they run in Node tests.
import type { ApiClient } from '@sakta/core';
import { vehicleGetEndpoint, vehicleSetEndpoint, type VehicleDialogCalls } from '@sakta/core/ogpo/vehicle';
import { driverLicenceEndpoint, type LicenceDialogCalls } from '@sakta/core/ogpo/licence';

/** The dialog's calls on the API client (vehicle/get, vehicle/set): give them to `provideVehicleDialog`. */
export function vehicleDialogCalls(api: ApiClient): VehicleDialogCalls {
  return {
    get: async (req) => (await api.call(vehicleGetEndpoint, req)).data,
    set: async (vehicles) => (await api.call(vehicleSetEndpoint, vehicles)).data,
  };
}

/** The dialog's call on the API client (client/get-driver-license): give it to `provideLicenceDialog`. */
export function licenceDialogCalls(api: ApiClient): LicenceDialogCalls {
  return { getDriverLicence: async (req) => (await api.call(driverLicenceEndpoint, req)).data };
}
