import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ru } from '../../shared/i18n/ru';
import { childInput } from '../../shared/testing/xstate-adapter';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { catalogueModel } from './testing/catalogue.model';
import { MODEL_PDF_DATA_URL, MODEL_PRODUCTS } from './testing/fixtures';
import { isFormComplete, selectCatalogueView, type CatalogueSnapshot } from './catalogue.machine';
import { ruCatalogues } from './ru';

type Model = typeof catalogueModel.machine;

function check(s: CatalogueSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectCatalogueView(s);
  const c = s.context;
  // the modal is open exactly while editing or saving; SAVE only with every required field filled
  expect(view.modal !== null).toBe(s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' }));
  if (s.matches({ ready: 'editing' })) expect(view.modal?.canSave).toBe(isFormComplete(c));
  if (view.modal) {
    for (const field of c.required) {
      if (!view.modal.canSave || s.matches({ ready: 'saving' })) continue;
      const value = view.modal.form[field];
      const stored = view.modal.mode === 'edit' && c.pdfFields.includes(field);
      expect(stored || (typeof value === 'string' ? value.trim() !== '' : value !== undefined)).toBe(true);
    }
  }
  if (s.matches({ ready: 'saving' }))
    expect(childInput(s.children.saveItem)).toEqual({ id: c.editingId, form: c.form });
  expect(view.deleting !== null).toBe(
    s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' }),
  );
  if (s.matches({ ready: 'deleting' })) expect(childInput(s.children.deleteItem)).toEqual({ id: c.targetId });
  if (s.matches({ ready: 'toggling' })) {
    const item = c.items.find((i) => i.id === c.targetId)!;
    expect(childInput(s.children.setStatus)).toEqual({ id: item.id, status: item.status === 1 ? 0 : 1 });
    expect(view.togglingId).toBe(item.id);
  } else expect(view.togglingId).toBeNull();
  expect(view.canAct).toBe(s.matches({ ready: 'browsing' }));
  expect(view.refreshing).toBe(s.matches({ loading: 'again' }));
  expect(view.status).toBe(
    s.matches({ loading: 'first' }) ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
  );
  expect(s.can({ type: 'RETRY' })).toBe(s.matches('failed'));

  if (!event || !previous) return;
  const before = selectCatalogueView(previous);
  switch (event.type) {
    case 'EDIT':
      if (view.modal) {
        const item = MODEL_PRODUCTS.find((p) => p.id === event.id)!;
        expect(view.modal.mode).toBe('edit');
        expect(view.modal.form.title).toBe(item.title);
        // a stored file is never copied into the form
        if ('document' in view.modal.form) expect(view.modal.form.document).toBe('');
      } else expect(before.modal).toBeNull();
      break;
    case 'ADD':
      if (view.modal) expect(view.modal.form).toEqual(c.fields);
      break;
    case 'ATTACH':
      if (!view.modal || !c.pdfFields.includes(event.field)) break;
      if (event.mime === 'application/pdf') {
        expect(view.modal.form.document).toBe(MODEL_PDF_DATA_URL);
        expect(view.modal.fileError).toBeNull();
        expect(view.modal.fileName).toBe(event.name);
      } else {
        // the spec's alert; the field keeps what it had
        expect(view.modal.fileError).toBe('Пожалуйста, выберите файл формата PDF.');
        expect(view.modal.form.document).toBe(before.modal?.form.document);
      }
      break;
    case 'xstate.done.actor.saveItem':
    case 'xstate.done.actor.deleteItem':
      expect(view.modal).toBeNull();
      expect(view.deleting).toBeNull();
      expect(view.refreshing).toBe(true);
      expect(view.items).toEqual(before.items);
      break;
    case 'xstate.error.actor.saveItem':
      // the modal stays with what was typed
      expect(view.modal?.form).toEqual(before.modal?.form);
      break;
    case 'xstate.done.actor.setStatus': {
      const flipped = previous.context.items.find((i) => i.id === previous.context.targetId)!;
      expect(view.items.find((i) => i.id === flipped.id)?.status).toBe(flipped.status === 1 ? 0 : 1);
      break;
    }
    case 'xstate.error.actor.setStatus':
    case 'xstate.error.actor.deleteItem':
      expect(view.items).toEqual(before.items);
      expect(view.canAct).toBe(true);
      break;
    case 'xstate.error.actor.loadItems':
      expect(view.loadError).toBe(ru.errors.network);
      break;
    default:
  }
}

describe('catalogueMachine (model-based)', () => {
  it('products and agreements follow the spec on every path, with 100% of states and transitions covered', () => {
    const run = runModel(catalogueModel, check);
    expect(run.paths).toBeGreaterThan(30);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });

  it('failures of save, delete and the switch are emitted for the error notification', () => {
    const emitted: unknown[] = [];
    const actor = createActor(catalogueModel.machine, { input: catalogueModel.inputs[0]! });
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'xstate.done.actor.loadItems', output: MODEL_PRODUCTS } as never);
    actor.send({ type: 'TOGGLE', id: 1 });
    actor.send({ type: 'xstate.error.actor.setStatus', error: new TypeError('Failed to fetch') } as never);
    actor.send({ type: 'DELETE', id: 3 });
    expect(selectCatalogueView(actor.getSnapshot()).deleting?.title).toBe('Имущество (недвижимое)');
    expect(ruCatalogues.common.confirmDelete).toBe('Удалить {title}?');
    actor.stop();
    expect(emitted).toEqual([{ type: 'failure', message: ru.errors.network }]);
  });
});
