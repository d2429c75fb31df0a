import { Rejected } from '../../platform/http';
import { apiRu } from '../../platform/messages';
import { instructionSpec } from '../../services/pdf/instructions';
import { renderPdf } from '../../services/pdf/render';
import { route } from '../../platform/endpoint';
import { instructionPdfEndpoint } from '@sakta/core';

/**
 * The instruction PDFs (spec part 1 section 2 "Instruction screen"), rendered on first request by
 * services/pdf/instructions.ts.
 */

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
