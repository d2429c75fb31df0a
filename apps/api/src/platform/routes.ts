import type { Mode } from './config';
import type { EndpointDef } from './endpoint';
import { checkCode, login, refresh, resetPassword, setPassword } from '../features/auth/routes';
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
  epayPostBack,
  functionalOtpAccept,
  functionalOtpGetData,
  getToEpay,
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
import { OGPO_ENDPOINTS } from '../features/ogpo/routes';
import { OGPO_VEHICLE_ENDPOINTS } from '../features/ogpo-vehicles/routes';
import { OGPO_DOCUMENT_ENDPOINTS } from '../features/ogpo-documents/routes';
import { OGPO_CLIENT_ENDPOINTS } from '../features/ogpo-clients/routes';
import { DRAFT_ENDPOINTS } from '../features/drafts/routes';
import { OGPO_PAYMENT_ENDPOINTS } from '../features/ogpo-sale/routes-payment';
import { OGPO_PRICING_ENDPOINTS } from '../features/ogpo-sale/routes-pricing';
import { PODFT_ENDPOINTS } from '../features/podft/routes';
import { SUPPORT_ENDPOINTS } from '../features/support/routes';
import { TRAVEL_ENDPOINTS } from '../features/travel/routes';
import { POLICY_LIST_ENDPOINTS } from '../features/policies/routes';

/**
 * Every endpoint the server answers, in registration order (the access tests read this list). An endpoint is a
 * feature's route(...) made from core's declaration; this list only puts them together.
 */

export type { EndpointDef } from './endpoint';

/** Every endpoint of the sandbox back end, with who may call it. */
export const ENDPOINTS: readonly EndpointDef[] = [
  health,
  login,
  refresh,
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
  getToEpay,
  epayPostBack,
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
  ...OGPO_ENDPOINTS,
  // OGPO sale: vehicles, driving licences, regions (the state register) and the parties' documents
  ...OGPO_VEHICLE_ENDPOINTS,
  ...OGPO_DOCUMENT_ENDPOINTS,
  // OGPO parties: clients and chiefs on the simulated state register, recognition, dictionaries
  ...OGPO_CLIENT_ENDPOINTS,
  // Drafts and the history panel of the sale pages
  ...DRAFT_ENDPOINTS,
  // OGPO sale: checkout, the payment check, the policy's documents, the rewrite (the policy register)
  ...OGPO_PAYMENT_ENDPOINTS,
  // OGPO sale: verification, calculation by the tariff, the insurer's one-time code
  ...OGPO_PRICING_ENDPOINTS,
  // The compliance review (ПОДФТ) of the flagged clients and vehicles
  ...PODFT_ENDPOINTS,
  // Operator-error support and the policy list's operator-error and termination code flows
  ...SUPPORT_ENDPOINTS,
  // The travel page: a travel draft or the policy sold from it
  ...TRAVEL_ENDPOINTS,
  ...POLICY_LIST_ENDPOINTS,
];

export function endpointsFor(mode: Mode): EndpointDef[] {
  return ENDPOINTS.filter((e) => !e.devOnly || mode !== 'production');
}
