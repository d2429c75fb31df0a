import type { Mode } from './config';
import type { EndpointDef } from './endpoint';
import { checkCode, login, logout, refresh, resetPassword, setPassword } from '../features/auth/routes';
import { devFunctionalSend, devKdpSend, devLastCode } from '../features/dev/routes';
import {
  adminInfo,
  dashboard,
  dashboardDocument,
  myAgreementCheck,
  myAgreementDocument,
  myAgreementSendOtp,
  myAgreementVerify,
  myAgreements,
} from '../features/home/routes';
import {
  functionalOtpAccept,
  functionalOtpGetData,
  kdpAccept,
  kdpCheckStatus,
  kdpGetDocument,
} from '../features/public-pages/routes';
import { getIp, health, instructionPdf } from '../features/system/routes';
import { TERMINATION_ENDPOINTS } from '../features/termination/routes';
import { ADMIN_CATALOGUE_ENDPOINTS } from '../features/admin/routes';
import { AGREEMENTS_ADMIN_ENDPOINTS } from '../features/admin/agreements-routes';
import { AVR_ENDPOINTS } from '../features/avr/routes';
import { ORGANISATION_ENDPOINTS } from '../features/organisation/routes';
import { OGPO_PRODUCT } from '../features/ogpo/product';
import { OGPO_ENDPOINTS } from '../features/ogpo/routes';
import { PROPERTY_PRODUCT } from '../features/property/product';
import { PROPERTY_ENDPOINTS } from '../features/property/routes';
import { CASCO_PRODUCT } from '../features/casco/product';
import { CASCO_ENDPOINTS } from '../features/casco/routes';
import { FI_ENDPOINTS } from '../features/fi/routes';
import { PARTY_ENDPOINTS } from '../features/parties/routes';
import { draftEndpoints } from '../features/drafts/routes';
import { SALE_PUBLIC_ENDPOINTS, saleEndpoints } from '../features/sale/routes';
import type { SaleProducts } from '../services/sale-products';
import { PODFT_ENDPOINTS } from '../features/podft/routes';
import { SUPPORT_ENDPOINTS } from '../features/support/routes';
import { TRAVEL_ENDPOINTS } from '../features/travel/routes';
import { policyListEndpoints } from '../features/policies/routes';

/**
 * Every endpoint the server answers, in registration order (the access tests read this list). An endpoint is a
 * feature's route(...) made from core's declaration; this list only puts them together.
 */

export type { EndpointDef } from './endpoint';

/** The products sold through the sale (features/sale) and kept as drafts: each adds its own calls beside. */
export const SALE_PRODUCTS: SaleProducts = [OGPO_PRODUCT, PROPERTY_PRODUCT, CASCO_PRODUCT];

/** Every endpoint of the sandbox back end, with who may call it. */
export const ENDPOINTS: readonly EndpointDef[] = [
  health,
  login,
  refresh,
  logout,
  getIp,
  // Password reset and the public customer pages
  resetPassword,
  checkCode,
  setPassword,
  kdpCheckStatus,
  kdpAccept,
  kdpGetDocument,
  functionalOtpGetData,
  functionalOtpAccept,
  ...SALE_PUBLIC_ENDPOINTS,
  instructionPdf,
  devLastCode,
  devKdpSend,
  devFunctionalSend,
  // Home agreements and the admin start page and dashboard
  myAgreements,
  myAgreementSendOtp,
  myAgreementCheck,
  myAgreementDocument,
  myAgreementVerify,
  adminInfo,
  dashboard,
  dashboardDocument,
  // Early termination of motor policies
  ...TERMINATION_ENDPOINTS,
  // Admin catalogues: products and versions
  ...ADMIN_CATALOGUE_ENDPOINTS,
  // Agreements admin: the agreements, their recipients and the export
  ...AGREEMENTS_ADMIN_ENDPOINTS,
  // АВР of the sale group
  ...AVR_ENDPOINTS,
  // Organisation and branches, the accountant's terminals
  ...ORGANISATION_ENDPOINTS,
  // The sale of every product: sellers, terminal, the insurer's code, checkout, payment, the policy's documents
  ...saleEndpoints(SALE_PRODUCTS),
  // A sale's parties, whatever the product: clients, chiefs, vehicles (the state register), recognition,
  // dictionaries and the uploads
  ...PARTY_ENDPOINTS,
  // Drafts and the history panel of the sale pages
  ...draftEndpoints(SALE_PRODUCTS),
  // OGPO's own calls: verification, calculation by its tariff, the licence lookup, the rewrite's policy-get
  ...OGPO_ENDPOINTS,
  // The financial institutions' sale (property, casco): the verification of a party
  ...FI_ENDPOINTS,
  // The property sale for financial institutions: the calculation by its tariff
  ...PROPERTY_ENDPOINTS,
  // Casco for financial institutions: the vehicle lookup of its dialog and the calculation by its tariff
  ...CASCO_ENDPOINTS,
  // The compliance review (ПОДФТ) of the flagged clients and vehicles
  ...PODFT_ENDPOINTS,
  // Operator-error support and the policy list's operator-error and termination code flows
  ...SUPPORT_ENDPOINTS,
  // The travel page: a travel draft or the policy sold from it
  ...TRAVEL_ENDPOINTS,
  ...policyListEndpoints(SALE_PRODUCTS),
];

export function endpointsFor(mode: Mode): EndpointDef[] {
  return ENDPOINTS.filter((e) => !e.devOnly || mode !== 'production');
}
