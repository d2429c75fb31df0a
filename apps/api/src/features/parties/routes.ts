import type { EndpointDef } from '../../platform/endpoint';
import {
  activityKinds,
  clientDemoScanFile,
  clientDemoScans,
  clientForceKdp,
  clientGet,
  clientGetChief,
  clientRecognizeData,
  clientRecognizeUpload,
  clientSet,
  clientSetChief,
  countries,
  economicSectors,
} from './clients-routes';
import { documentDelete, documentDeleteClientImages, documentUpload, podftUpload } from './uploads-routes';
import { regions, vehicleGet, vehicleSet, vehicleSetSimple } from './vehicles-routes';

/**
 * The parties of a sale, whatever its product (spec part 2 sections 2.2, 7.1): clients and chiefs on the simulated
 * state register, document recognition, the dictionaries, vehicles, and the uploads (a party's documents, the
 * compliance images). OGPO, property and casco pages call the same endpoints.
 */
export const PARTY_ENDPOINTS: readonly EndpointDef[] = [
  // vehicles and the regions dictionary
  vehicleGet,
  vehicleSet,
  vehicleSetSimple,
  regions,
  // a party's documents and the compliance images
  documentUpload,
  documentDelete,
  documentDeleteClientImages,
  podftUpload,
  // clients, chiefs, recognition and the dictionaries
  clientGet,
  clientSet,
  clientForceKdp,
  clientRecognizeUpload,
  clientRecognizeData,
  clientDemoScans,
  clientDemoScanFile,
  clientGetChief,
  clientSetChief,
  countries,
  activityKinds,
  economicSectors,
];
