import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { objectDialogMachine, type ObjectDialogInput } from './object-dialog.machine';
import { connectObjectDialog, selectObjectDialogView } from './object-dialog.view';
import { PROPERTY_OFFICE } from './testing/fixtures';

const start = (input: Partial<ObjectDialogInput> = {}) =>
  createActor(objectDialogMachine, {
    input: { program: 'immovable', insurerIsPerson: true, beneficiaryIin: null, ...input },
  }).start();

const connect = (actor: ReturnType<typeof start>) =>
  connectObjectDialog(actor.getSnapshot(), (event) => actor.send(event));

describe('selectObjectDialogView', () => {
  it('opens an immovable object blank, Добавить disabled and no message before a blur or a try', () => {
    const view = selectObjectDialogView(start().getSnapshot());
    expect(view.title).toBe('Объект страхования');
    expect(view.canSave).toBe(false);
    expect(view.errors).toEqual({});
    expect(view.required).toEqual(expect.arrayContaining(['cond_id', 'kind_id', 'wall_id', 'loan_number']));
  });

  it('asks a movable object no condition, kind or walls, and the whitelisted beneficiary no loan number', () => {
    const view = selectObjectDialogView(
      start({ program: 'movable', beneficiaryIin: '940140000385' }).getSnapshot(),
    );
    expect(view.isImmovable).toBe(false);
    for (const field of ['cond_id', 'kind_id', 'wall_id', 'loan_number'] as const)
      expect(view.required).not.toContain(field);
  });

  it("shows a field's message once the field is left: required, then 5.5's", () => {
    const actor = start();
    connect(actor).onBlur('year');
    expect(connect(actor).view.errors).toEqual({ year: 'Обязательное поле' });
    connect(actor).onChange('year', '1950');
    expect(connect(actor).view.errors).toEqual({ year: 'Год не может быть меньше 1963' });
    connect(actor).onChange('wall_id', '000000088');
    // the walls' message waits for their blur
    expect(connect(actor).view.errors.wall_id).toBeUndefined();
    connect(actor).onBlur('wall_id');
    expect(connect(actor).view.errors.wall_id).toBe(
      'Объекты с выбранным материалом стен не принимаются на страхование',
    );
  });

  it('a refused Добавить shows every message, Esc clears the form and hides them', () => {
    const actor = start({ object: { ...PROPERTY_OFFICE, amount: 600_000_000, cost: 700_000_000 } });
    connect(actor).onSave();
    const refused = connect(actor).view;
    expect(refused.step).toBe('editing');
    expect(refused.errors).toEqual({
      amount: '"Страховая сумма" не должна быть больше 500\u00A0000\u00A0000\u00A0тг.',
    });
    expect(refused.message).toBeNull();
    connect(actor).onClear();
    const cleared = connect(actor).view;
    expect(cleared.form.address).toBe('');
    expect(cleared.errors).toEqual({});
  });

  it('adds a valid object with the security mode and the contracts, and closes without one', () => {
    const actor = start({ object: PROPERTY_OFFICE });
    connect(actor).onChange('has_security', true);
    expect(connect(actor).view.canSave).toBe(false);
    connect(actor).onChange('security', 'working_hours');
    connect(actor).onContracts(true);
    connect(actor).onChange('contracts', 'Договор № 7');
    expect(connect(actor).view.canSave).toBe(true);
    connect(actor).onSave();
    expect(actor.getSnapshot().output).toEqual({
      kind: 'saved',
      record: { ...PROPERTY_OFFICE, has_security: true, security: 'working_hours', contracts: 'Договор № 7' },
    });
    const other = start();
    connect(other).onClose();
    expect(other.getSnapshot().output).toEqual({ kind: 'closed' });
    expect(selectObjectDialogView(other.getSnapshot()).step).toBe('closed');
  });
});
