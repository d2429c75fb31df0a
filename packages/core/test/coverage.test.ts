import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '../src/features/auth/login.machine';
import { sessionMachine } from '../src/shared/session/session.machine';
import {
  machineCoverage,
  machineStates,
  machineTransitions,
  mergeCoverage,
} from '../src/shared/testing/coverage';
import { runModel } from '../src/shared/testing/runner';
import { findModels, modelFiles, SRC_DIR } from '../scripts/models';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { FLIP: 'on', BREAK: 'broken' } },
    on: { on: { FLIP: 'off' }, always: { guard: () => false, target: 'off' } },
    broken: {},
    /** no transition leads here */
    orphan: { on: { FLIP: 'off' } },
  },
});

describe('machine coverage', () => {
  it('lists every state node and every declared transition, always and guards included', () => {
    expect(machineStates(toggle)).toEqual(['toggle.off', 'toggle.on', 'toggle.broken', 'toggle.orphan']);
    expect(machineTransitions(toggle).map((t) => t.label)).toEqual([
      'toggle.off --FLIP--> toggle.on',
      'toggle.off --BREAK--> toggle.broken',
      'toggle.on --FLIP--> toggle.off',
      'toggle.on --(always) [inline guard]--> toggle.off',
      'toggle.orphan --FLIP--> toggle.off',
    ]);
    expect(machineTransitions(loginMachine).map((t) => t.label)).toContain(
      'login.editing --SUBMIT [isSubmittable]--> login.submitting',
    );
  });

  it('merges the runs of one machine: covered is what any run covered', () => {
    const one = runModel({ name: 'a', machine: toggle, events: [{ type: 'FLIP' }] }).coverage;
    const two = runModel({ name: 'b', machine: toggle, events: [{ type: 'BREAK' }] }).coverage;
    const both = mergeCoverage([one, two]);
    expect(both.states.missing).toEqual(['toggle.orphan']);
    expect(both.states.covered).toBe(3);
    expect(both.transitions.missing).toEqual(
      two.transitions.missing.filter((t) => one.transitions.missing.includes(t)),
    );
    expect(both.transitions.missing).not.toContain('toggle.off --BREAK--> toggle.broken');
    expect(both.transitions.missing).not.toContain('toggle.off --FLIP--> toggle.on');
  });

  it('reports an unreachable state and the transitions never taken', () => {
    const run = runModel({ name: 'toggle', machine: toggle, events: [{ type: 'FLIP' }] });
    expect(run.coverage.states).toEqual({
      covered: 2,
      total: 4,
      missing: ['toggle.broken', 'toggle.orphan'],
    });
    expect(run.coverage.transitions.missing).toEqual([
      'toggle.off --BREAK--> toggle.broken',
      'toggle.on --(always) [inline guard]--> toggle.off',
      'toggle.orphan --FLIP--> toggle.off',
    ]);
  });

  it('counts a transient initial state as covered: it is left before any snapshot shows it', () => {
    const routed = createMachine({
      id: 'routed',
      initial: 'route',
      states: { route: { always: 'on' }, on: {} },
    });
    const c = runModel({ name: 'routed', machine: routed, events: [] }).coverage;
    expect(c.states.missing).toEqual([]);
    expect(c.transitions.missing).toEqual([]);
  });

  it('counts nothing as covered when nothing ran', () => {
    const c = machineCoverage(sessionMachine, { states: new Set(), transitions: new Set() });
    expect(c.states.covered).toBe(0);
    expect(c.transitions.covered).toBe(0);
    expect(c.states.total).toBe(machineStates(sessionMachine).length);
  });

  it('the models found by file name are the production machines (same definition, only actors replaced)', async () => {
    const models = (await findModels()).map((m) => m.model);
    const byName = Object.fromEntries(models.map((m) => [m.name, m.machine]));
    expect(byName.login.config).toBe(loginMachine.config);
    expect(byName.session.config).toBe(sessionMachine.config);
  });

  it('every machine exported by a *.machine.ts file has a model in a testing/*.model.ts file', async () => {
    const modelled = new Set((await findModels()).map((m) => m.model.machine.config));
    const machineFiles = readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' })
      .map((p) => p.split(sep).join('/'))
      .filter((p) => p.endsWith('.machine.ts'));
    const unmodelled: string[] = [];
    let machines = 0;
    for (const file of machineFiles) {
      const mod = (await import(pathToFileURL(join(SRC_DIR, file)).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (!(value instanceof StateMachine)) continue;
        machines++;
        if (!modelled.has(value.config)) unmodelled.push(`${file}: ${name}`);
      }
    }
    // 13 before the admin catalogues (catalogue, confirmers), АВР (avr) and the organisation (branches,
    // terminal-form, employees, employee-form, signatories, tree, departments, department-form,
    // signatory-search), the shared lookup dialog and OGPO (policy; vehicle dialog and its lookup, licence dialog,
    // document upload, podft documents; client and chief dialogs), the drafts screen, the OGPO history panel, the
    // compliance review (the list and the record), the policy list and its modal, the support screen, the list's
    // code flows and the travel page, the client dialog's consent and scan children, the property-object modal,
    // the property policy, the casco vehicle dialog and the casco policy
    expect(machines).toBe(49);
    expect(unmodelled).toEqual([]);
    // the OGPO policy has two model files (the parties and sellers, and the sale); the others one each
    expect(modelFiles().length).toBe(50);
  });

  it('a failing state check names the machine and the path that led there', () => {
    const model = { name: 'toggle', machine: toggle, events: [{ type: 'FLIP' }] };
    expect(() =>
      runModel(model, (s) => {
        if (s.matches('on')) throw new Error('the lamp stays dark');
      }),
    ).toThrow(/toggle: the lamp stays dark\n {2}path: \(start\) -> FLIP$/);
  });
});
