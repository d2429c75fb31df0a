import type { Mode } from '../config';
import { accountantTerminals } from './accountant';
import { login, refresh } from './auth';
import { devFunctionalSend, devKdpSend, devLastCode } from './dev';
import { epayPostBack, getToEpay } from './epay';
import { functionalOtpAccept, functionalOtpGetData } from './functional';
import { instructionPdf } from './instructions';
import { kdpAccept, kdpCheckStatus, kdpGetDocument } from './kdp';
import { checkCode, resetPassword, setPassword } from './reset';
import { getIp, health } from './system';
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
];

export function endpointsFor(mode: Mode): EndpointDef[] {
  return ENDPOINTS.filter((e) => !e.devOnly || mode !== 'production');
}
