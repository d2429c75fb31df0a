import type { Handler } from 'hono';
import type * as z from 'zod/mini';
import type { Endpoint, OwnedKind, Schema } from '@sakta/core';
import type { Access } from './auth';
import { parseBody, type AppContext, type AppEnv } from './http';

/**
 * The route helper: every endpoint is registered from core's declaration (method, path, access groups, body
 * schema), so a path is written once in the repo and the web client and the api cannot drift apart.
 * scripts/endpoint-paths.mjs counts the paths written more than once.
 */

/** A registered route: what app.ts mounts and what the access tests walk. */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Hono path pattern under /api. */
  path: string;
  /** Every endpoint states who may call it. */
  access: Access;
  /** The object the call reaches (core's declaration): the ownership test walks it with another user's object. */
  owns?: OwnedKind;
  /** Dev-only endpoints exist in demo and test modes, never in production. */
  devOnly?: boolean;
  /** Largest body accepted (default MAX_BODY_BYTES of app.ts): an uploaded PDF needs more. */
  maxBodyBytes?: number;
  handler: Handler<AppEnv>;
}

/** What a handler reads from the request through its declaration. */
export interface RouteInput<Req extends Schema | undefined> {
  /**
   * The JSON body parsed with the declared schema (400 with Russian messages otherwise). Read when the handler
   * asks, so every check keeps its order.
   */
  body: Req extends Schema ? () => Promise<z.output<Req>> : never;
}

type RouteHandler<Req extends Schema | undefined> = (
  c: AppContext,
  input: RouteInput<Req>,
) => ReturnType<Handler<AppEnv>>;

/** Core writes path parameters as `{id}`, Hono as `:id`. */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * A route from core's declaration of the endpoint. `devOnly`: absent in production; `maxBodyBytes`: a larger body
 * limit than the default (checked after the role, so only allowed callers may send that much).
 */
export function route<Req extends Schema | undefined, Res extends Schema>(
  ep: Endpoint<Req, Res>,
  handler: RouteHandler<Req>,
  options: { devOnly?: boolean; maxBodyBytes?: number } = {},
): EndpointDef {
  return {
    method: ep.method,
    path: honoPath(ep.path),
    access: ep.access,
    ...(ep.owns ? { owns: ep.owns } : {}),
    ...(options.devOnly ? { devOnly: true } : {}),
    ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
    // `body` is typed `never` for endpoints declared without a body, so only declared schemas are parsed.
    handler: (c) => handler(c, { body: () => parseBody(c, ep.body as Schema) } as RouteInput<Req>),
  };
}
