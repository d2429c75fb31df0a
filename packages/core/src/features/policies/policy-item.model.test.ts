import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { childInput } from '../../shared/testing/xstate-adapter';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { MODEL_DOCUMENT } from '../../shared/testing/fixtures';
import { policyItemModel } from './testing/policy-item.model';
import { POLICY_DETAIL_OGPO } from './testing/fixtures';
import { selectPolicyItemView, type PolicyItemSnapshot } from './policy-item.machine';

type Model = typeof policyItemModel.machine;

function check(s: PolicyItemSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectPolicyItemView(s);
  const p = view.policy;
  // the title names the policy by its global number, else its local number, else what it was opened by
  expect(view.title).toBe(`Договор ${p ? (p.global_id ?? p.number) : input?.id}`);
  if (s.matches('loading')) expect(childInput(s.children.loadItem)).toEqual({ id: input?.id });
  if (view.status === 'failed') expect(view.error).toBe('Договор не найден');
  // documents only for status 1 or 7, no error and a global id (4.5)
  if (p) {
    const shown = (p.status === 1 || p.status === 7) && !p.error && !!p.global_id;
    expect(view.showsDocuments).toBe(shown);
    if (!shown) expect(view.documents).toEqual([]);
    // by product: OGPO the policy and the receipt through get-document; property the contract and the policy (dc)
    // and, as every product, the receipt through get-document
    if (shown && p.product === 'OGPO_WEB_EA')
      expect(view.documents.map((d) => [d.kind, d.request.call, d.request.body])).toEqual([
        ['policy', 'get-document', { global: p.global_id, type: 0 }],
        ['receipt', 'get-document', { global: p.global_id, type: 1 }],
      ]);
    if (shown && p.product === 'DSI_FI')
      expect(view.documents.map((d) => [d.kind, d.request.call])).toEqual([
        ['contract', 'get-document-dc'],
        ['policy', 'get-document-dc'],
        ['receipt', 'get-document'],
      ]);
  }
  // at most one document is fetched, linked or failed; its link is the PDF while the 60 s timer runs
  const linked = view.documents.filter((d) => d.link);
  // (a refresh that withdraws the documents, e.g. to status 8, withdraws the link with them)
  const offered = view.documents.some((d) => d.kind === s.context.documentKind);
  expect(linked.length).toBe(s.matches({ ready: { document: 'linked' } }) && offered ? 1 : 0);
  if (linked[0]) {
    expect(linked[0].link).toEqual({
      document: MODEL_DOCUMENT,
      fileName: `${linked[0].title} ${p?.global_id}.pdf`,
    });
    expect(s.children.linkTimer).toBeDefined();
  }
  const fetching = view.documents.find((d) => d.fetching);
  if (fetching) expect(childInput(s.children.fetchDocument)).toEqual(fetching.request);
  if (!event || !previous) return;
  const before = selectPolicyItemView(previous);
  switch (event.type) {
    case 'OPEN_DOCUMENT':
      // a document the policy does not offer is never asked
      if (!before.documents.some((d) => d.kind === event.kind)) expect(s.value).toEqual(previous.value);
      break;
    case 'xstate.done.actor.linkTimer':
      // 60 s later the link is gone
      expect(view.documents.every((d) => d.link === null)).toBe(true);
      break;
    case 'xstate.error.actor.fetchDocument':
      if (offered)
        expect(view.documents.find((d) => d.error)?.error).toBe(
          'Полис будет доступен после присвоения номера в 1С',
        );
      break;
    case 'xstate.done.actor.refreshItem':
      expect(view.refreshing).toBe(false);
      expect(view.policy).toEqual(event.output);
      break;
    case 'xstate.error.actor.refreshItem':
      expect(view.refreshError).toBe(ru.errors.network);
      expect(view.policy).toEqual(before.policy);
      break;
    default:
  }
}

describe('policyItemMachine (model-based)', () => {
  it('loads, refreshes, fetches documents by product and revokes their link, 100% of states and transitions', () => {
    const run = runModel(policyItemModel, check);
    expect(run.paths).toBeGreaterThan(5);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });

  it("'Обновить информацию' says 'Данные по {number} обновлено успешно' (title 'Обновлено'); failures notify", () => {
    const emitted: unknown[] = [];
    const actor = createActor(policyItemModel.machine, { input: { id: 5012 } });
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'xstate.done.actor.loadItem', output: POLICY_DETAIL_OGPO } as never);
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'xstate.done.actor.refreshItem', output: POLICY_DETAIL_OGPO } as never);
    actor.send({ type: 'OPEN_DOCUMENT', kind: 'receipt' });
    actor.send({
      type: 'xstate.error.actor.fetchDocument',
      error: new TypeError('Failed to fetch'),
    } as never);
    actor.stop();
    expect(emitted).toEqual([
      {
        type: 'notice',
        kind: 'success',
        title: 'Обновлено',
        message: 'Данные по 26-OGPO-505012 обновлено успешно',
      },
      { type: 'notice', kind: 'error', message: ru.errors.network },
    ]);
  });
});
