/*
 * Fixtures of the OGPO vehicle, licence and document stories: each view is core's selector over the production
 * dialog machine (its calls never answering by themselves) replayed through the story's events.
 */
import { ApiError } from '@sakta/core';
import {
  KZ_REGIONS,
  selectVehicleDialogView,
  vehicleDialogInput,
  vehicleLookupMachine,
  type VehicleDialogOptions,
  type VehicleDialogView,
} from '@sakta/core/ogpo/vehicle';
import {
  licenceDialogMachine,
  selectLicenceDialogView,
  type LicenceDialogInput,
  type LicenceDialogView,
} from '@sakta/core/ogpo/licence';
import {
  documentUploadMachine,
  podftDocumentsMachine,
  selectDocumentUploadView,
  selectPodftDocumentsView,
  type DocumentUploadInput,
  type DocumentUploadView,
  type PodftDocumentsInput,
  type PodftDocumentsView,
} from '@sakta/core/parties/documents';
import {
  LICENCE_FIXTURE_TODAY,
  identityRecord,
  insurerDocumentsRequest,
  vehicleDocumentsRequest,
  foreignVehicle,
  kazakhVehicle,
  savedKazakhVehicle,
  unregisteredVehicle,
} from '@sakta/core/testing';
import { done, failed, never, offline, replay, type AnyEvent, type ReplayEvent } from '../replay';

export { KZ_REGIONS };
export { foreignVehicle, kazakhVehicle, savedKazakhVehicle, unregisteredVehicle };

const vehicleMachine = vehicleLookupMachine.provide({ actors: { search: never(), save: never() } });

/** The vehicle dialog's view after `events`; Standard with one vehicle listed unless told otherwise. */
export function vehicleView(
  events: ReplayEvent<AnyEvent>[],
  options: Partial<VehicleDialogOptions> = {},
): VehicleDialogView {
  return replay(
    vehicleMachine,
    events,
    selectVehicleDialogView,
    vehicleDialogInput({ product: 1, listed: ['555AAA01'], ...options }),
  );
}

export const SEARCH_TYPED: ReplayEvent<AnyEvent>[] = [{ type: 'QUERY', patch: { value: '123ABC02' } }];
export const SEARCHING: ReplayEvent<AnyEvent>[] = [...SEARCH_TYPED, { type: 'SEARCH' }];
export const FOUND: ReplayEvent<AnyEvent>[] = [...SEARCHING, done('search', { rows: [kazakhVehicle] })];
export const NOT_FOUND: ReplayEvent<AnyEvent>[] = [
  { type: 'QUERY', patch: { value: '999ZZZ99' } },
  { type: 'SEARCH' },
  done('search', { rows: [] }),
];
export const FORM_FOUND: ReplayEvent<AnyEvent>[] = [...FOUND, { type: 'PICK', index: 0 }];
export const FORM_UNREGISTERED: ReplayEvent<AnyEvent>[] = [
  { type: 'QUERY', patch: { value: '777KZA01' } },
  { type: 'SEARCH' },
  done('search', { rows: [unregisteredVehicle] }),
  { type: 'PICK', index: 0 },
];
export const FORM_MANUAL: ReplayEvent<AnyEvent>[] = [...NOT_FOUND, { type: 'CREATE' }];
export const SEARCH_FAILED: ReplayEvent<AnyEvent>[] = [...SEARCHING, offline('search')];
export const SAVE_REFUSED: ReplayEvent<AnyEvent>[] = [
  ...FORM_FOUND,
  { type: 'SUBMIT' },
  failed('save', ApiError.rejected(['Сервис ЕСБД временно недоступен'], 502)),
];

const licenceMachine = licenceDialogMachine.provide({ actors: { lookup: never() } });

export function licenceView(
  events: ReplayEvent<AnyEvent>[],
  input: Partial<LicenceDialogInput> = {},
): LicenceDialogView {
  return replay(licenceMachine, events, selectLicenceDialogView, {
    iin: '850315300128',
    today: LICENCE_FIXTURE_TODAY,
    ...input,
  });
}

export const LICENCE_TYPED: ReplayEvent<AnyEvent>[] = [
  { type: 'CHANGE', number: 'BN123456' },
  { type: 'CHANGE', issued: '2005-06-10' },
];
export const LICENCE_NOT_FOUND: ReplayEvent<AnyEvent>[] = [
  { type: 'CHANGE', number: 'BN000000' },
  { type: 'CHANGE', issued: '2005-06-10' },
  { type: 'SUBMIT' },
  failed('lookup', ApiError.rejected(['Документ по номеру BN000000 не найдено.'], 404)),
];

const uploadMachine = documentUploadMachine.provide({ actors: { upload: never(), remove: never() } });

/** The policy's requests of the stories: the insurer with no files, with one file; a vehicle. */
export const INSURER_REQUEST: DocumentUploadInput = insurerDocumentsRequest;
export const INSURER_WITH_FILE: DocumentUploadInput = {
  ...insurerDocumentsRequest,
  owner: { ...insurerDocumentsRequest.owner, images: [identityRecord] },
};
export const VEHICLE_REQUEST: DocumentUploadInput = vehicleDocumentsRequest;

export function uploadView(events: ReplayEvent<AnyEvent>[], input: DocumentUploadInput): DocumentUploadView {
  return replay(uploadMachine, events, selectDocumentUploadView, input);
}

const podftMachine = podftDocumentsMachine.provide({ actors: { upload: never() } });

export const PODFT_INPUT: PodftDocumentsInput = insurerDocumentsRequest;

export function podftView(
  events: ReplayEvent<AnyEvent>[],
  input: PodftDocumentsInput = PODFT_INPUT,
): PodftDocumentsView {
  return replay(podftMachine, events, selectPodftDocumentsView, input);
}
