import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { validateIban } from '../../iban';
import { clientDialogModel } from './testing/client-dialog.model';
import { selectClientDialogView } from './client-view';
import { OGPO_CLIENT_RESIDENT } from './testing/fixtures';

/** The client dialog's form errors: where they stand and when (spec part 2 section 5.1). */
function editing() {
  const actor = createActor(clientDialogModel.machine, {
    input: {
      role: 'insurer',
      productType: 1,
      userRole: 3,
      record: OGPO_CLIENT_RESIDENT,
      today: '2026-03-02',
    },
  });
  actor.start();
  return { actor, view: () => selectClientDialogView(actor.getSnapshot()) };
}

describe('issue 30 item 7: the client dialog checks the IBAN on leaving it, errors beside their fields', () => {
  it('the IBAN is checked when its field is left, its message beside it, before any Сохранить', () => {
    const { actor, view } = editing();
    actor.send({ type: 'CHANGE', block: 'bank', patch: { iik: 'kz12 3456' } });
    expect(view().errors).toEqual({});
    actor.send({ type: 'IBAN' });
    const check = validateIban('KZ123456');
    expect(check.ok).toBe(false);
    expect(view().errors).toEqual({ 'bank.iik': !check.ok && check.message });
    expect(view().record!.bank.iik).toBe('KZ123456');
    // a valid IBAN left clears it and fills the bank
    actor.send({ type: 'CHANGE', block: 'bank', patch: { iik: 'KZ687220000012345678' } });
    actor.send({ type: 'IBAN' });
    expect(view().errors).toEqual({});
    expect(view().record!.bank.name).not.toBe('');
  });

  it('a refused Сохранить puts each error beside its field and asks the view to focus the first', () => {
    const { actor, view } = editing();
    actor.send({ type: 'CHANGE', block: 'client', patch: { email: 'a@@b' } });
    actor.send({ type: 'CHANGE', block: 'location', patch: { address: '' } });
    expect(view().attempt).toBe(0);
    actor.send({ type: 'SUBMIT' });
    expect(view().step).toBe('form');
    expect(view().attempt).toBe(1);
    expect(view().errors).toMatchObject({
      'location.address': 'Обязательное поле',
      'client.email': 'Некорректный email',
    });
    // the generic message stays where it was (the top of the form)
    expect(view().message).toBe('Пожалуйста, заполните все обязательные поля, чтобы продолжить.');
    actor.send({ type: 'SUBMIT' });
    expect(view().attempt).toBe(2);
    // a field put right loses its error at once
    actor.send({ type: 'CHANGE', block: 'client', patch: { email: 'a@b.kz' } });
    expect(view().errors['client.email']).toBeUndefined();
  });
});
