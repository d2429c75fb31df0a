import type { Mode } from '../config';
import { accountantTerminals } from './accountant';
import { adminInfo, dashboard, dashboardDocument } from './admin-info';
import {
  myAgreementCheck,
  myAgreementDocument,
  myAgreementSendOtp,
  myAgreementVerify,
  myAgreements,
} from './agreement';
import { login, refresh } from './auth';
import { devFunctionalSend, devKdpSend, devLastCode } from './dev';
import { epayPostBack, getToEpay } from './epay';
import { functionalOtpAccept, functionalOtpGetData } from './functional';
import { instructionPdf } from './instructions';
import { kdpAccept, kdpCheckStatus, kdpGetDocument } from './kdp';
import { checkCode, resetPassword, setPassword } from './reset';
import { getIp, health } from './system';
import { TERMINATION_ENDPOINTS } from './termination';
import type { EndpointDef } from './types';

export type { EndpointDef } from './types';

/** Every endpoint of the sandbox back end, with who may call it. */
export const ENDPOINTS: readonly EndpointDef[] = [
  health,
  login,
  refresh,
  getIp,
  accountantTerminals,
  // Password reset and the public customer pages (issue 3)
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
  // Home agreements and the admin start page and dashboard (issue 4)
  myAgreements,
  myAgreementSendOtp,
  myAgreementCheck,
  myAgreementDocument,
  myAgreementVerify,
  adminInfo,
  dashboard,
  dashboardDocument,
  // Early termination of motor policies (issue 5)
  ...TERMINATION_ENDPOINTS,
];

export function endpointsFor(mode: Mode): EndpointDef[] {
  return ENDPOINTS.filter((e) => !e.devOnly || mode !== 'production');
}
