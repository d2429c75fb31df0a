/**
 * `@sakta/core/testing/models` (src/testing/models.ts) exports every model that scripts/models.ts finds by file
 * name, so the stories' gallery sees a new machine's model as soon as its file is listed there.
 */
import { describe, expect, it } from 'vitest';
import * as exported from '../src/testing/models';
import { findModels } from '../scripts/models';

describe('@sakta/core/testing/models', () => {
  it('exports every model of every model file', async () => {
    const values = new Set<unknown>(Object.values(exported));
    const missing = (await findModels())
      .filter(({ model }) => !values.has(model))
      .map(({ file, model }) => `${model.name} (${file})`);
    expect(missing).toEqual([]);
  }, 60_000);
});
