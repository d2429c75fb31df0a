import type { Handler } from 'hono';
import type { Access } from './auth';
import type { AppEnv } from './http';

export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Hono path pattern under /api. */
  path: string;
  /** Every endpoint states who may call it. */
  access: Access;
  /** Dev-only endpoints exist in demo and test modes, never in production. */
  devOnly?: boolean;
  handler: Handler<AppEnv>;
}
