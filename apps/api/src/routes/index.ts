import type { Mode } from '../config';
import { accountantTerminals } from './accountant';
import { login, refresh } from './auth';
import { getIp, health } from './system';
import type { EndpointDef } from './types';

export type { EndpointDef } from './types';

/** Every endpoint of the sandbox back end, with who may call it. */
export const ENDPOINTS: readonly EndpointDef[] = [health, login, refresh, getIp, accountantTerminals];

export function endpointsFor(mode: Mode): EndpointDef[] {
  return ENDPOINTS.filter((e) => !e.devOnly || mode !== 'production');
}
