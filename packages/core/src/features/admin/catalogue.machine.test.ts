import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../shared/api/errors';
import {
  AGREEMENT_CATALOGUE,
  PRODUCT_CATALOGUE,
  VERSION_CATALOGUE,
  provideCatalogue,
  selectCatalogueView,
  type CatalogueItem,
} from './catalogue.machine';
import { MODEL_PDF_DATA_URL, MODEL_PRODUCTS, MODEL_VERSIONS } from './testing/fixtures';

/** The catalogue machine with real (fake) calls: what each step sends and what the table shows after it. */

function start<T extends CatalogueItem>(items: T[], input = PRODUCT_CATALOGUE) {
  const calls = {
    list: vi.fn(async () => items),
    save: vi.fn(async () => ({ result: true, id: 9 })),
    remove: vi.fn(async () => ({ result: true })),
    setStatus: vi.fn(async () => ({ result: true })),
  };
  const actor = createActor(provideCatalogue(calls), { input }).start();
  return { actor, calls };
}

describe('catalogueMachine', () => {
  it('adds a product: the form needs title and code, saving sends the form with id null and reloads', async () => {
    const { actor, calls } = start(MODEL_PRODUCTS);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'ADD' });
    actor.send({ type: 'CHANGE', field: 'title', value: 'Туризм' });
    expect(selectCatalogueView(actor.getSnapshot()).modal?.canSave).toBe(false);
    actor.send({ type: 'CHANGE', field: 'code', value: 'VZR_EU' });
    expect(selectCatalogueView(actor.getSnapshot()).modal?.canSave).toBe(true);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(calls.save).toHaveBeenCalledWith({
      id: null,
      form: { code: 'VZR_EU', title: 'Туризм', description: '', status: 1 },
    });
    expect(calls.list).toHaveBeenCalledTimes(2);
  });

  it('edits a version: the form starts from the row; an emptied description blocks saving', async () => {
    const { actor, calls } = start(MODEL_VERSIONS, VERSION_CATALOGUE);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'EDIT', id: 2 });
    const view = selectCatalogueView(actor.getSnapshot());
    expect(view.modal).toMatchObject({ mode: 'edit', form: { version: '1.2.0', status: 1 } });
    actor.send({ type: 'CHANGE', field: 'description', value: '' });
    actor.send({ type: 'SAVE' });
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('an agreement takes a PDF only; an edited one keeps its stored file', async () => {
    const rows = [{ id: 5, title: 'Регламент', description: null, status: 1 as const, created: '' }];
    const { actor, calls } = start(rows, AGREEMENT_CATALOGUE);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'ADD' });
    actor.send({ type: 'CHANGE', field: 'title', value: 'Новый регламент' });
    actor.send({ type: 'ATTACH', field: 'document', mime: 'text/plain', name: 'a.txt', data: 'data:,x' });
    let view = selectCatalogueView(actor.getSnapshot());
    expect(view.modal?.fileError).toBe('Пожалуйста, выберите файл формата PDF.');
    expect(view.modal?.canSave).toBe(false);
    actor.send({
      type: 'ATTACH',
      field: 'document',
      mime: 'application/pdf',
      name: 'r.pdf',
      data: MODEL_PDF_DATA_URL,
    });
    view = selectCatalogueView(actor.getSnapshot());
    expect(view.modal).toMatchObject({ fileError: null, fileName: 'r.pdf', canSave: true });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'EDIT', id: 5 });
    view = selectCatalogueView(actor.getSnapshot());
    expect(view.modal).toMatchObject({ canSave: true, hasStoredFile: true, form: { document: '' } });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(calls.save).toHaveBeenCalledWith({
      id: 5,
      form: { title: 'Регламент', description: '', document: '', status: 1 },
    });
  });

  it('the switch flips the row in place; delete asks first; a failure leaves the table and is emitted', async () => {
    const { actor, calls } = start(MODEL_PRODUCTS);
    const failures: string[] = [];
    actor.on('failure', (e) => failures.push(e.message));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'TOGGLE', id: 1 });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(calls.setStatus).toHaveBeenCalledWith(1, 1);
    expect(selectCatalogueView(actor.getSnapshot()).items[0]?.status).toBe(1);
    calls.remove.mockRejectedValueOnce(ApiError.rejected(['Продукт используется в договорах'], 409));
    actor.send({ type: 'DELETE', id: 2 });
    expect(selectCatalogueView(actor.getSnapshot()).deleting).toEqual({ id: 2, title: 'Каско', busy: false });
    expect(calls.remove).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(calls.remove).toHaveBeenCalledWith(2);
    expect(failures).toEqual(['Продукт используется в договорах']);
  });
});
