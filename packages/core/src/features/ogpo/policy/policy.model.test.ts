import { OGPO_VARIANT_CODES } from '../../../shared/product-availability';
import { flat } from './policy-context';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { doneEvent, neverSettles, runModel, type StepInfo } from '../../../shared/testing/runner';
import { providePolicy, type PolicyCalls } from './policy-calls';
import { policyDefaultInsuredModel, policyPartiesModel, policyStaffModel } from '../testing/policy.model';
import { agentChoice, managerChoice } from '../../../shared/sale/staff';
import {
  chiefDialogRequest,
  clientDialogRequest,
  documentsDialogRequest,
  licenceDialogRequest,
  vehicleDialogRequest,
  type PolicySnapshot,
} from './policy.machine';
import { selectPolicyView } from './policy.view';
import { chiefDialogInput } from '../../../shared/parties/chief/chief-dialog.machine';
import type { PolicyClient } from '../sale/contract';
import { isSameParty } from './parties';
import {
  OGPO_DEFAULT_INSURED,
  OGPO_ENTITY_INSURER,
  OGPO_LEADER,
  OGPO_PASSENGER_CAR,
  OGPO_SELLER_IP,
} from '../testing/fixtures';
import { isDefaultInsured } from '../rules/default-insured';

type Model = typeof policyPartiesModel.machine;

const REQUESTS = {
  client: clientDialogRequest,
  chief: (c: PolicySnapshot['context']) => chiefDialogInput(chiefDialogRequest(c)),
  vehicle: vehicleDialogRequest,
  licence: licenceDialogRequest,
  documents: documentsDialogRequest,
  podft: documentsDialogRequest,
} as const;

const spawnedWith = (s: PolicySnapshot, record: unknown) =>
  Object.values(s.children as Record<string, AnyActorRef>).some(
    (child) =>
      JSON.stringify((child.getSnapshot() as { input?: { client?: unknown } }).input?.client) ===
      JSON.stringify(record),
  );

function checkParties(s: PolicySnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectPolicyView(s);
  const c = flat(s.context);
  // the open dialog is the child of its kind, asked with what the policy knows
  if (view.dialog) {
    const child = s.children[`${view.dialog}Dialog` as keyof typeof s.children] as AnyActorRef | undefined;
    expect((child?.getSnapshot() as { input?: unknown }).input).toEqual(REQUESTS[view.dialog](s.context));
  } else expect(c.target).toBeNull();
  // a legal entity has a leader and owners, a natural person drives; never both
  expect(view.chiefs !== null).toBe(c.insurer !== null && !c.insurer.filter.person);
  if (view.chiefs === null) expect([c.leader, c.beneficiaries.length]).toEqual([null, 0]);
  if (c.isDrive) expect(c.insurer?.filter.person).toBe(true);
  expect(view.drivers.length).toBe(c.insureds.length + (c.isDrive ? 1 : 0));
  // the insurer is never also listed as an insured
  if (c.insurer) expect(c.insureds.some((i) => isSameParty(i, c.insurer as PolicyClient))).toBe(false);
  // the default insured (4.1): fetched while a legal-entity insurer names no driver, alone, and only for one
  const entity = c.insurer !== null && !c.insurer.filter.person;
  expect(view.defaultInsured !== null).toBe(entity && c.insureds.length === 0);
  const defaults = view.drivers.filter((d) => d.byDefault);
  if (defaults.length) expect([entity, view.drivers.length]).toEqual([true, 1]);
  if (!event || !previous) return;
  const before = flat(previous.context);
  const type = event.type;
  if (type === 'xstate.done.actor.loadIp') {
    expect({ ...c, ip: before.ip }).toEqual(before);
    return;
  }
  if (type === 'xstate.done.actor.loadDefaultParty') {
    expect(c.insureds).toEqual([OGPO_DEFAULT_INSURED]);
    expect(view.drivers.map((d) => [d.byDefault, d.card.title, d.card.kind])).toEqual([
      [true, 'Неограниченный круг лиц, допущенных к управлению ТС', 'Юр. лицо'],
    ]);
    return;
  }
  if (type === 'xstate.error.actor.loadDefaultParty') {
    expect(view.defaultInsured).toEqual({ status: 'failed', message: 'Реестр недоступен' });
    expect(c.insureds).toEqual([]);
    return;
  }
  if (type === 'RETRY_DEFAULT_PARTY') {
    const failed = selectPolicyView(previous).defaultInsured?.status === 'failed';
    expect(view.defaultInsured).toEqual(
      failed ? { status: 'loading' } : selectPolicyView(previous).defaultInsured,
    );
    return;
  }
  // the default insured opens no dialog and is not deleted
  const byDefault = before.insureds[0] !== undefined && isDefaultInsured(before.insureds[0]);
  if (event.type === 'OPEN' && byDefault && 'index' in event.target && event.target.index === 0)
    expect(view.dialog === 'client' || view.dialog === 'licence').toBe(false);
  if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
    expect(view.dialog).toBeNull();
    const output = (event as { output?: { kind: string; record?: unknown } }).output;
    if (!output || output.kind !== 'saved') {
      // closed or failed: nothing changes
      expect({ ...c, target: before.target }).toEqual(before);
      return;
    }
    const record = output.record as PolicyClient;
    const target = before.target!;
    if (target.kind === 'insurer' || target.kind === 'drive') expect(c.insurer).toEqual(record);
    if (target.kind === 'insured') {
      if (!record.filter.person) expect(c).toEqual({ ...before, target: null });
      else if (before.insurer?.filter.person && isSameParty(before.insurer, record)) {
        expect(c.isDrive).toBe(true);
        expect(c.insureds.length).toBe(before.insureds.length - (target.index === null ? 0 : 1));
      } else if (target.index === null) expect(c.insureds.at(-1)).toEqual(record);
      else expect(c.insureds[target.index]).toEqual(record);
      // a named driver replaces the default insured
      if (record.filter.person) expect(c.insureds.filter(isDefaultInsured)).toEqual([]);
    }
    if (target.kind === 'leader') expect(c.leader).toEqual(record);
    if (target.kind === 'beneficiary' && target.index === null)
      expect(c.beneficiaries.at(-1)).toEqual(record);
    if (target.kind === 'vehicle' && target.index === null) expect(c.vehicles.at(-1)).toEqual(record);
    if (target.kind === 'licence') {
      const card =
        target.index === 'drive' ? view.drivers[0] : view.drivers[target.index + (c.isDrive ? 1 : 0)];
      expect(card?.card.licence).toEqual(record);
    }
    return;
  }
  if (type === 'OPEN' && selectPolicyView(previous).dialog === null && view.dialog === null) {
    // refused: an entry that does not exist, or a leader for a natural person
    expect(c).toEqual(before);
  }
  if (type === 'DELETE') {
    const target = event.target;
    if (target.kind === 'insurer' && before.insurer) {
      expect([c.insurer, c.isDrive, c.leader, c.beneficiaries]).toEqual([null, false, null, []]);
      // its images go with it
      expect(spawnedWith(s, before.insurer)).toBe(true);
    }
    if (target.kind === 'insured' && before.insureds.length && !byDefault) {
      expect(c.insureds.length).toBe(before.insureds.length - 1);
      expect(spawnedWith(s, before.insureds[0])).toBe(true);
    }
    if (target.kind === 'insured' && byDefault) expect(c.insureds).toEqual(before.insureds);
    if (target.kind === 'drive') {
      expect(c.isDrive).toBe(false);
      // the insurer stays, with its images
      expect(c.insurer).toEqual(before.insurer);
    }
    if (target.kind === 'vehicle' && before.vehicles.length)
      expect(c.vehicles.length).toBe(before.vehicles.length - 1);
  }
}

function checkStaff(s: PolicySnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectPolicyView(s).staff;
  const user = input!.user;
  expect(view.apc).toBe(user.apc);
  if (s.matches({ open: { staff: 'loadingAgents' } })) {
    expect(s.children.loadAgents?.getSnapshot().input).toEqual({
      id: view.manager,
      product: OGPO_VARIANT_CODES[s.context.policy.productType],
    });
    // a manager change clears the agent
    expect(view.agent).toBeNull();
  }
  const page = selectPolicyView(s);
  if (page.status !== 'open') expect(view.status).toBe('loading');
  if (!event || !previous) {
    expect(page.status).toBe('checking');
    return;
  }
  const before = selectPolicyView(previous).staff;
  if (event.type === 'xstate.done.actor.loadAvailability') {
    const off = (event.output as { code: string; status: number }[]).some(
      (p) => p.code === OGPO_VARIANT_CODES[s.context.policy.productType] && p.status === 0,
    );
    expect(page.status).toBe(off ? 'unavailable' : 'open');
    expect(page.pageMessage).toBe(off ? 'Услуга ОГПО ВТС для резидентов в данный момент недоступна.' : null);
  }
  if (event.type === 'xstate.done.actor.loadIp') {
    expect(flat(s.context).ip).toBe(OGPO_SELLER_IP);
    expect(page.status).toBe('checking');
  }
  if (event.type === 'xstate.error.actor.loadIp') {
    expect(page.status).toBe('failed');
    expect(page.pageMessage).toBe(
      'Ошибка загрузки продукта. Нет связи с сервером. Проверьте подключение и попробуйте снова.',
    );
  }
  if (event.type === 'xstate.error.actor.loadAvailability') {
    expect(page.status).toBe('failed');
    expect(page.pageMessage).toBe('Нет связи с сервером. Проверьте подключение и попробуйте снова.');
  }
  if (event.type === 'RETRY')
    expect(page.status).toBe(
      selectPolicyView(previous).status === 'failed' ? 'checking' : selectPolicyView(previous).status,
    );
  if (event.type === 'xstate.done.actor.loadManagers') {
    const choice = managerChoice(user, event.output as never);
    expect([view.manager, view.managerLocked]).toEqual([choice.manager, choice.locked]);
    // an apc user has no agent selector: the agents are not asked for
    expect(view.status).toBe(choice.manager !== null && !user.apc ? 'loading' : 'ready');
  }
  if (event.type === 'xstate.done.actor.loadAgents') {
    const out = event.output as { data: never[]; isCompany: boolean };
    expect(view.agents).toEqual(out.data);
    expect([view.agent, view.agentLocked]).toEqual(Object.values(agentChoice(user, out.data, out.isCompany)));
  }
  if (event.type === 'xstate.error.actor.loadManagers' || event.type === 'xstate.error.actor.loadAgents') {
    expect(view.status).toBe('failed');
    expect(view.message).not.toBeNull();
  }
  if (event.type === 'SET_MANAGER') {
    const allowed =
      before.status === 'ready' && !before.managerLocked && before.managers.some((m) => m.id === event.id);
    expect(view.manager).toBe(allowed ? event.id : before.manager);
  }
  if (event.type === 'SET_AGENT') {
    const allowed =
      before.status === 'ready' &&
      !before.agentLocked &&
      (event.id === null || before.agents.some((a) => a.id === event.id));
    expect(view.agent).toBe(allowed ? event.id : before.agent);
  }
}

describe('policyMachine (model-based)', () => {
  it('assembles, edits and deletes the parties through their dialogs on every path', () => {
    const run = runModel(policyPartiesModel, checkParties);
    expect(run.coverage.states.missing.filter((s) => s.startsWith('policy.open.parties'))).toEqual([]);
    expect(run.coverage.transitions.missing.filter((t) => t.startsWith('policy.open.parties'))).toEqual([]);
  }, 60_000);

  it("fetches a legal-entity insurer's default insured while no driver is named, on every path", () => {
    const run = runModel(policyDefaultInsuredModel, checkParties);
    const mine = (id: string) => id.startsWith('policy.open.defaultParty');
    expect(run.coverage.states.missing.filter(mine)).toEqual([]);
    expect(run.coverage.transitions.missing.filter(mine)).toEqual([]);
  });

  it('opens only an offered variant, and loads the managers and agents with the role rules, on every path', () => {
    const run = runModel(policyStaffModel, checkStaff);
    // the availability gate and the sellers (the sale and the opening of drafts have their own models)
    const mine = /^policy\.(locating|checking|unavailable|failed|open\.staff)/;
    expect(run.coverage.states.missing.filter((s) => mine.test(s))).toEqual([]);
    expect(
      run.coverage.transitions.missing.filter((t) => mine.test(t) && !/loadingDraft|loadingRewrite/.test(t)),
    ).toEqual([]);
  }, 60_000);
});

describe('policyMachine: the images of a deleted party', () => {
  // the app's policy (providePolicy) with its dialogs answered by the events below
  const run = (deleteClientImages: PolicyCalls['deleteClientImages']) => {
    const dialogs = Object.fromEntries(
      ['clientDialog', 'chiefDialog', 'vehicleDialog', 'licenceDialog', 'documentsDialog', 'podftDialog'].map(
        (id) => [id, neverSettles()],
      ),
    );
    const machine = providePolicy({ deleteClientImages } as unknown as PolicyCalls, {}).provide({
      actors: {
        ...dialogs,
        loadIp: neverSettles(),
        loadAvailability: neverSettles(),
        loadManagers: neverSettles(),
      },
    });
    const actor = createActor(machine, { input: policyPartiesModel.input }).start();
    const send = (event: unknown) => actor.send(event as Parameters<typeof actor.send>[0]);
    send(doneEvent('loadIp', { ip: OGPO_SELLER_IP }));
    send(doneEvent('loadAvailability', [{ code: 'OGPO_WEB_EA', status: 1 }]));
    send({ type: 'OPEN', target: { kind: 'insurer' } });
    send(doneEvent('clientDialog', { kind: 'saved', record: OGPO_ENTITY_INSURER }));
    send({ type: 'OPEN', target: { kind: 'leader' } });
    send(doneEvent('chiefDialog', { kind: 'saved', record: OGPO_LEADER }));
    send({ type: 'OPEN', target: { kind: 'vehicle', index: null } });
    send(doneEvent('vehicleDialog', { kind: 'saved', record: OGPO_PASSENGER_CAR }));
    return { actor, send };
  };

  it('deletes no images for a leader, an owner or a vehicle (they have none): the page stays', () => {
    const calls: unknown[] = [];
    const { actor, send } = run(async (input) => calls.push(input));
    send({ type: 'DELETE', target: { kind: 'leader' } });
    send({ type: 'DELETE', target: { kind: 'vehicle', index: 0 } });
    expect(actor.getSnapshot().status).toBe('active');
    expect([flat(actor.getSnapshot().context).leader, flat(actor.getSnapshot().context).vehicles]).toEqual([
      null,
      [],
    ]);
    expect(calls).toEqual([]);
  });

  it('a failed deletion of the images (in the background) does not stop the policy', async () => {
    const { actor, send } = run(() => Promise.reject(new Error('offline')));
    send({ type: 'DELETE', target: { kind: 'insurer' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('active');
    expect(flat(actor.getSnapshot().context).insurer).toBeNull();
  });
});
