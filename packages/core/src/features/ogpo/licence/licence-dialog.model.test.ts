import { describe, expect, it } from 'vitest';
import { ru } from '../../../shared/i18n/ru';
import { runModel, type StepInfo } from '../../../shared/testing/runner';
import { licenceDialogModel } from './testing/licence-dialog.model';
import { selectLicenceDialogView, type LicenceDialogSnapshot } from './licence-dialog.machine';
import { licenceProblems } from './rules';

type Model = typeof licenceDialogModel.machine;

function check(s: LicenceDialogSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectLicenceDialogView(s);
  expect(view.busy).toBe(s.matches('checking'));
  expect(view.nonResident).toBe(s.context.iin === null);
  if (s.matches('checking'))
    expect(s.children.lookup?.getSnapshot().input).toEqual({ iin: s.context.iin, number: s.context.number });
  if (s.status === 'done')
    expect(s.output).toEqual(
      s.matches('saved') ? { kind: 'saved', record: s.context.saved } : { kind: 'closed' },
    );
  if (!event || !previous) {
    expect(view.problems).toEqual({});
    return;
  }
  const before = selectLicenceDialogView(previous);
  // nothing typed is lost
  if (event.type !== 'CHANGE') {
    expect(view.number).toBe(before.number);
    expect(view.issued).toBe(before.issued);
  }
  switch (event.type) {
    case 'SUBMIT': {
      if (!previous.matches('editing')) break;
      const problems = licenceProblems(previous.context, previous.context.today);
      if (Object.keys(problems).length) {
        expect(s.matches('editing')).toBe(true);
        expect(view.problems).toEqual(problems);
      } else if (previous.context.iin === null) {
        // a non-resident's licence is taken as typed
        expect(s.output).toEqual({
          kind: 'saved',
          record: { number: before.number, issued: before.issued },
        });
      } else expect(s.matches('checking')).toBe(true);
      break;
    }
    case 'xstate.error.actor.lookup': {
      expect(s.matches('editing')).toBe(true);
      expect(view.failure?.seq).toBe((before.failure?.seq ?? 0) + 1);
      expect(view.failure?.title).toBe('Ошибка');
      expect(view.failure?.durationMs).toBe(7000);
      const err = event.error as { status?: number; errors?: string[] };
      // the register's 404 is the spec's text; any other refusal keeps the server's message
      expect(view.failure?.message).toBe(
        event.error instanceof TypeError
          ? ru.errors.network
          : err.status === 404
            ? `Документ по номеру ${before.number} не найдено.`
            : err.errors?.join('. '),
      );
      break;
    }
    case 'xstate.done.actor.lookup':
      expect(s.output).toEqual({ kind: 'saved', record: event.output });
      break;
    case 'CHANGE':
      if (event.issued === '2026-11-26' && s.context.submitted)
        expect(view.problems.issued).toBe('Дата выдачи не может быть больше текущей.');
      break;
  }
}

describe('licenceDialogMachine (model-based)', () => {
  it('validates, looks the licence up for a resident, takes a non-resident as typed, reports failures', () => {
    const run = runModel(licenceDialogModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
