import { describe, expect, it } from 'vitest';
import { clientCard } from './cards';
import {
  documentsBeingChecked,
  markOf,
  podftRefusalHints,
  refusedTitles,
  verdictOf,
  withPodftBlock,
} from './verification';
import type { PolicyClient } from './contract';

/** Issue 44 items 1 and 2: a refusal's message, and the documents being checked only while the review waits. */

const REFUSAL = 'Отказано по результатам проверки ПОДФТ. Источник средств не подтверждён';
/** The verify answer of a party the register knows and the officer refused (the answer). */
const refused = {
  success: true,
  message: 'Проверка пройдена.',
  podft: { success: false, message: REFUSAL, status: 4 },
};
const passed = { success: true, result: true, message: 'Проверка пройдена.' };

const client: PolicyClient = {
  filter: { resident: true, person: true, verify: true },
  client: { iin: '750612300022', title: 'Жаксыбеков Арман Бакытович' },
} as PolicyClient;

describe('a refused party (issue 44 item 1)', () => {
  it("stops the verification with the officer's message, not the register's 'Проверка пройдена.'", () => {
    expect(markOf(refused)).toBe('failed');
    expect(verdictOf(null, [passed, refused])).toEqual({ kind: 'failed', message: REFUSAL });
  });

  it('says the refusal in its own words when the answer carries no message', () => {
    const bare = { ...refused, podft: { success: false, status: 4 } };
    expect(verdictOf(null, [bare])).toEqual({
      kind: 'failed',
      message: 'Отказано по результатам проверки ПОДФТ.',
    });
  });

  it("keeps the register's own reason for a party the register refused", () => {
    const unknown = { success: false, result: false, message: 'Клиент не найден', podft: null };
    expect(verdictOf(null, [unknown, refused])).toEqual({ kind: 'failed', message: 'Клиент не найден' });
  });

  it('names each refused party once, with what the seller can do', () => {
    const refusedClient = withPodftBlock(client, refused.podft);
    const titles = refusedTitles([refusedClient, client, refusedClient], (p) => p.client.title ?? '');
    expect(podftRefusalHints({ clients: titles, vehicles: ['Toyota Camry 123ABC02'] })).toEqual([
      'Отказано по результатам проверки ПОДФТ: Жаксыбеков Арман Бакытович. Замените этого участника договора или прекратите оформление.',
      'Отказано по результатам проверки ПОДФТ: Toyota Camry 123ABC02. Замените это транспортное средство или прекратите оформление.',
    ]);
  });
});

describe("'Проверка документов' (issue 44 item 2)", () => {
  const sent = { ...client, podft: { id: 7, status: 1, setDocument: true }, beingVerify: true };

  it('shows while the documents sent wait for the officer', () => {
    expect(documentsBeingChecked(sent)).toBe(true);
    expect(clientCard(sent).beingVerified).toBe(true);
    // a verification that finds the review still waiting keeps it
    expect(clientCard(withPodftBlock(sent, { id: 7, status: 1, message: 'Ждём' })).beingVerified).toBe(true);
  });

  it.each([
    [2, 'С предупреждением'],
    [3, 'Согласовано'],
    [4, 'Отказано'],
  ])('ends once the review is decided (status %i, %s)', (status) => {
    const decided = withPodftBlock(sent, { id: 7, status, message: 'Решение' });
    expect(decided.beingVerify).toBeUndefined();
    expect(clientCard(decided).beingVerified).toBe(false);
  });

  it('never shows for a record kept from before whose review is decided', () => {
    expect(clientCard({ ...sent, podft: { id: 7, status: 3, success: true } }).beingVerified).toBe(false);
    expect(clientCard({ ...client, beingVerify: true }).beingVerified).toBe(false);
  });
});
