import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import type { ApiClient } from '@sakta/core/shared';
import { lazyDialogs } from './lazy-dialogs';

const dialog = setup({}).createMachine({ initial: 'open', states: { open: {} } });
const api = {} as ApiClient;

describe("a sale page's lazy dialogs", () => {
  it("load a dialog's chunk once, with the page's API client, and name its actor as the kernel does", async () => {
    const logic = vi.fn(() => dialog);
    const load = vi.fn(async () => logic);
    const { actors, ensure } = lazyDialogs(api, { client: load });
    expect(Object.keys(actors)).toEqual(['clientDialog']);
    await ensure('client');
    await ensure('client');
    expect(load).toHaveBeenCalledTimes(1);
    expect(logic).toHaveBeenCalledWith(api);
    const actor = createActor(actors.clientDialog!).start();
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('refuse a dialog the page does not have', async () => {
    const { ensure } = lazyDialogs(api, {});
    await expect(ensure('object')).rejects.toThrow('object');
  });
});
