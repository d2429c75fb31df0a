import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { FI_PODFT_REFUSAL, FI_SELLER_IP, FI_TOMORROW } from '../../../shared/sale/fi/testing/fixtures';
import { partyTitle } from '../../../shared/sale/cards';
import { isPodftRefused } from '../../../shared/sale/verification';
import { ruFi } from '../../../shared/sale/fi/ru';
import { ruSale } from '../../../shared/sale/ru';
import { checkPutBack } from '../../../shared/sale/testing/put-back-checks';
import { runModel, stepKeyOf, type StepInfo } from '../../../shared/testing/runner';
import { ruCasco } from '../ru';
import {
  cascoClientsModel,
  cascoOpeningModel,
  cascoSaleModel,
  cascoStaffModel,
  cascoVehiclesModel,
} from '../testing/casco.model';
import { flat } from './casco-context';
import { cascoSale } from './casco-sale';
import type { CascoSnapshot } from './casco.machine';
import { selectCascoView } from './casco.view';
import { cascoPolicyOf, verificationRequests } from './sale';
import { selectCascoAlerts, selectCascoPanel, selectCascoSuccess } from './sale-rules';

type Model = typeof cascoSaleModel.machine;

const inputOf = (s: CascoSnapshot, id: string) =>
  (
    (s.children as Record<string, AnyActorRef | undefined>)[id]?.getSnapshot() as
      { input?: unknown } | undefined
  )?.input;

const EDITABLE = ['editing', 'podftWaiting', 'checked', 'calculated'];

/** What every snapshot of the casco sale shows, whatever the path. */
function checkInvariants(s: CascoSnapshot, previous?: CascoSnapshot) {
  if (!s.matches('open')) return;
  const panel = selectCascoPanel(s);
  const page = selectCascoView(s);
  const c = flat(s.context);
  expect(panel.locked).toBe(!EDITABLE.includes(panel.status));
  expect(page.editable).toBe(!panel.locked);
  // no code to the insurer; 'Проверить' before verification, 'Рассчитать' after it
  expect(panel.otp).toBeNull();
  expect(panel.buttons.verify.shown).toBe(panel.status === 'editing' || panel.status === 'verifying');
  expect(panel.buttons.calculate.shown).toBe(panel.status === 'checked' || panel.status === 'calculating');
  expect(selectCascoSuccess(s) !== null).toBe(panel.status === 'issued');
  // the product code follows the program product (4.1), and the products offered are the type's
  expect(cascoPolicyOf(c).product).toBe(page.code);
  expect(page.program.products.map((p) => p.id)).toContain(page.program.product);
  // one term: 12 months
  expect(panel.treaty.terms.map((t) => t.label)).toEqual(['на 12 месяцев']);
  expect(panel.labels.buttons).toMatchObject({ saveDraft: 'Сохранить как черновик', card: 'Epay' });
  if (s.matches({ open: { sale: 'verifying' } }))
    expect(inputOf(s, 'verifyPolicy')).toEqual(verificationRequests(c));
  if (s.matches({ open: { sale: 'calculating' } })) {
    expect(inputOf(s, 'calculate')).toEqual({ policy: cascoPolicyOf(c) });
    expect(cascoPolicyOf(c).ip).toBe(FI_SELLER_IP);
  }
  if (s.matches({ open: { draft: 'saving' } }) && !previous?.matches({ open: { draft: 'saving' } }))
    expect(inputOf(s, 'saveDraft')).toEqual({ policy: cascoPolicyOf(c) });
  // issue 44 item 1: a refused bank holds 'Проверить', says which and what the seller can do
  if (isPodftRefused(c.beneficiary)) {
    expect(panel.hints[0]).toBe(
      `Отказано по результатам проверки ПОДФТ: ${partyTitle(c.beneficiary!)}. Замените этого участника договора или прекратите оформление.`,
    );
    expect([s.can({ type: 'VERIFY' }), panel.buttons.verify.enabled]).toEqual([false, false]);
  }
}

function checkSale(s: CascoSnapshot, { event, previous }: StepInfo<Model>) {
  checkInvariants(s, previous);
  if (!event || !previous || !s.matches('open')) return;
  const panel = selectCascoPanel(s);
  const before = selectCascoPanel(previous);
  const page = selectCascoView(s);
  switch (event.type) {
    case 'xstate.done.actor.verifyPolicy':
      if (panel.status === 'editing') {
        expect(page.beneficiary?.mark).toBe('failed');
        expect(s.matches({ open: { draft: 'saving' } })).toBe(true);
        // a refusal says the officer's message, not the register's 'Проверка пройдена.'
        if (isPodftRefused(flat(s.context).beneficiary)) expect(panel.error).toBe(FI_PODFT_REFUSAL);
      } else if (panel.status === 'podftWaiting') expect(page.insurer?.mark).toBe('podft');
      break;
    case 'xstate.done.actor.calculate':
      // each vehicle's premium on its card; the tariff on the panel
      expect(page.vehicles.map((v) => v.premiumText?.replace(/\s/g, ' '))).toEqual([
        '450 000,00 тг.',
        '720 000,00 тг.',
      ]);
      expect(panel.calculation?.premiumText.replace(/\s/g, ' ')).toBe('1 170 000,00 тг.');
      // 1 170 000 of 65 000 000 insured: 1,8 %
      expect(panel.calculation?.tariffText?.replace(/\s/g, ' ')).toBe('1,8000 %');
      expect(s.matches({ open: { sale: { calculated: 'payable' } } })).toBe(true);
      break;
    case 'xstate.error.actor.calculate':
      // a vehicle the tariff refused: 'Ошибка при получении премии' on its card, the reason under the buttons
      expect(panel.status).toBe('checked');
      expect(panel.error).toBe('ТС 777FRE01: "Год выпуска" не старше 10 лет');
      expect(page.vehicles.map((v) => v.premiumError)).toEqual([null, ruCasco.premiumFailed]);
      expect(panel.calculation).toBeNull();
      break;
    case 'CHECKOUT':
      if (before.buttons[event.method].enabled) {
        expect(panel.status).toBe('checkingOut');
        expect(inputOf(s, 'checkout')).toEqual(cascoSale.checkoutRequest(s.context));
      } else expect(panel.status).toBe(before.status);
      break;
    case 'EDIT':
      if (!EDITABLE.includes(before.status)) break;
      if (event.patch.conditions && flat(previous.context).conditions.risk_damage !== 5) {
        // a change of the conditions drops the calculation and the vehicles' premiums (4.1)
        expect(panel.status).toBe('editing');
        expect(page.vehicles.every((v) => v.premiumText === null && v.premiumError === null)).toBe(true);
        expect(page.risks.find((r) => r.id === 'damage')?.deductible).toBe(5);
      }
      break;
  }
}

function checkStaff(s: CascoSnapshot, { event, previous }: StepInfo<Model>) {
  checkInvariants(s, previous);
  // the payment date keeps the sale where it is; a date before tomorrow is said under the field
  if (event?.type !== 'EDIT' || event.patch.paymentDate === undefined || !previous) return;
  if (!s.matches('open')) return;
  const panel = selectCascoPanel(s);
  expect(panel.status).toBe(selectCascoPanel(previous).status);
  expect(panel.paymentDate?.value).toBe(event.patch.paymentDate);
  expect(panel.paymentDate?.error).toBe(event.patch.paymentDate < FI_TOMORROW ? ruFi.payment.dateMin : null);
}

function checkClients(s: CascoSnapshot, { previous }: StepInfo<Model>) {
  checkInvariants(s, previous);
  if (!s.matches('open')) return;
  const panel = selectCascoPanel(s);
  const c = flat(s.context);
  if (panel.status === 'editing') {
    expect(panel.hints.includes(ruSale.hints.insurer)).toBe(c.insurer === null);
    expect(panel.hints.includes(ruFi.hints.beneficiary)).toBe(c.beneficiary === null);
    // casco's own: a vehicle, the loan number and the appraisal report before 'Проверить'
    expect(panel.hints).toContain(ruCasco.hints.vehicle);
    expect(panel.hints).toContain(ruCasco.hints.loanNumber);
  }
}

function checkVehicles(s: CascoSnapshot, { event, previous }: StepInfo<Model>) {
  checkInvariants(s, previous);
  if (!s.matches('open')) return;
  const page = selectCascoView(s);
  const c = flat(s.context);
  if (s.hasTag('vehicleDialog') && c.target?.kind === 'vehicle')
    expect(inputOf(s, 'vehicleDialog')).toMatchObject({ ulid: c.number, type: c.program.type });
  // special machinery of a legal entity: 1 000 000 000, less the vehicles' costs
  if (c.program.type === 15 && c.insurer) {
    const cost = c.vehicles.reduce((sum, v) => sum + (v.cost ?? 0), 0);
    expect(page.program.availableText.replace(/\s/g, ' ')).toBe(
      `${(1_000_000_000 - cost).toLocaleString('ru-RU').replace(/\s/g, ' ')},00 тг.`,
    );
  }
  if (!event || !previous || event.type !== 'EDIT' || !event.patch.program) return;
  // a vehicle type that does not offer the product resets it to the type's first
  if (previous.hasTag('editable') && previous.matches({ open: { parties: 'idle' } }))
    expect(c.program).toEqual(
      event.patch.program.type === 6
        ? { type: 6, product: 1 }
        : { type: 15, product: event.patch.program.product },
    );
  // an excavator under trucks is refused on its card
  if (c.program.type === 6 && c.vehicles.length > 0)
    expect(page.vehicles[0]?.errors.length).toBeGreaterThan(0);
}

function checkOpening(s: CascoSnapshot, step: StepInfo<Model>) {
  const { event, previous } = step;
  checkInvariants(s, previous);
  checkPutBack(s, step, cascoSale.policyOf, FI_TOMORROW);
  if (!event || !previous) return;
  const c = flat(s.context);
  // a draft replacing an unsaved kept sale waits for the seller's answer (checkPutBack)
  if (event.type === 'xstate.done.actor.loadDraft' && !s.matches('confirmingDraft')) {
    const out = event.output as { result: boolean; policy?: { product: string } };
    if (out.result && out.policy?.product.startsWith('DSAT_CASCO')) {
      expect(c.program).toEqual({ type: 15, product: 3 });
      expect(c.treaty.date).toBe(FI_TOMORROW);
    } else expect(c.draftNotice).toBe('Черновик не найден');
  }
  if (s.matches('open') && c.user.hasTerminal === false)
    expect(selectCascoAlerts(s).banner).toContain('У вас не настроен терминал.');
}

// each distinct step is checked once (the paths share their prefixes): the checks read only the snapshots and the event
describe('cascoMachine (model-based)', () => {
  it('verifies first, then calculates each vehicle (or marks it), takes the payment and issues the ticket', () => {
    runModel({ ...cascoSaleModel, stepKey: stepKeyOf }, checkSale);
  }, 60_000);
  it('adds, edits and deletes the insurer, the insureds and the bank; the checkbox', () => {
    runModel({ ...cascoClientsModel, stepKey: stepKeyOf }, checkClients);
  }, 60_000);
  it('adds the chiefs and the vehicles; the program resets its product with its type', () => {
    runModel({ ...cascoVehiclesModel, stepKey: stepKeyOf }, checkVehicles);
  }, 60_000);
  it('opens a draft (from tomorrow) or a kept sale, asks before a draft replaces an unsaved one, holds the terminal alert', () => {
    runModel({ ...cascoOpeningModel, stepKey: stepKeyOf }, checkOpening);
  }, 60_000);
  it('loads the sellers and keeps the terms', () => {
    runModel({ ...cascoStaffModel, stepKey: stepKeyOf }, checkStaff);
  }, 60_000);
});
