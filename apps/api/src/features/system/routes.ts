import { clientAddress, Rejected } from '../../platform/http';
import { route } from '../../platform/endpoint';
import * as z from 'zod/mini';
import { endpoint, instructionPdfEndpoint } from '@sakta/core';
import { getIpEndpoint } from '@sakta/core/ogpo';
import { apiRu } from '../../platform/messages';
import { instructionSpec } from '../../services/pdf/instructions';
import { renderPdf } from '../../services/pdf/render';

/**
 * The server's own calls that belong to no feature: health for scripts, get-ip, and the instruction PDFs.
 */

// ---------------------------------------------------------------------------------------------------------------
// The server's own small calls: health for scripts, get-ip (spec part 1 section 7).

const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  body: undefined,
  response: z.object({ ok: z.literal(true), version: z.string() }),
});

/** GET /api/health -> {ok: true, version} (public; for scripts waiting for the server). */
export const health = route(healthEndpoint, (c) => c.json({ ok: true, version: c.var.config.version }));

/** GET /api/get-ip -> {ip}: the address of the caller as this server sees it. */
export const getIp = route(getIpEndpoint, (c) => c.json({ ip: clientAddress(c) }));

// ---------------------------------------------------------------------------------------------------------------
// The instruction PDFs (spec part 1 section 2 "Instruction screen"), rendered on first request by
// services/pdf/instructions.ts.

/** Rendered once a process per product (the guides do not change while it runs). */
const cache = new Map<string, Promise<Uint8Array>>();

/**
 * GET /api/pdf/instructions/{product}-usage.pdf -> application/pdf (spec part 1: instruction screen). Products:
 * 'general' (the whole back office) and 'ogpo'. Anything else: 404.
 */
export const instructionPdf = route(instructionPdfEndpoint, async (c) => {
  const { config } = c.var;
  const file = c.req.param('file') ?? '';
  const m = /^([a-z][a-z0-9]*)-usage\.pdf$/.exec(file);
  const product = m?.[1] ?? '';
  let pdf = cache.get(product);
  if (!pdf) {
    const spec = instructionSpec(product, config.now());
    if (!spec) throw new Rejected(404, [apiRu.instructionNotFound]);
    pdf = renderPdf(spec);
    cache.set(product, pdf);
    pdf.catch(() => cache.delete(product));
  }
  const bytes = await pdf;
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${product}-usage.pdf"`,
    'Content-Length': String(bytes.length),
  });
});
