import type { Page } from '../../../shared/api/common';
import type { SupportRow } from '../contract';
import type { PolicyCodeTarget } from '../policy-code-flow.machine';

/** Test data of the operator-error screen and the list's code flows: support requests in every status. */

function row(
  id: number,
  status: number,
  statusName: string,
  over: Partial<SupportRow['policy']> = {},
): SupportRow {
  return {
    id,
    status,
    statusName,
    created_at: `2026-11-2${id % 6} 10:1${id % 10}:00`,
    creator: { fio: 'Сериков Ержан Болатович' },
    support: status === 0 ? null : { fio: 'Ахметова Дана Нурлановна' },
    policy: {
      id: 4100 + id,
      number: `26-WEB-00${4100 + id}`,
      global_id: `26WEB${4100 + id}KZ`,
      product: 'OGPO_WEB_EA',
      product_name: 'ОГПО ВТС',
      product_type: 1,
      premium: 18_450.5 + id * 1000,
      status: status === 1 ? 8 : status === 10 ? 1 : 5,
      statusName:
        status === 1 ? 'Отправлен на аннулирование' : status === 10 ? 'Выпущен' : 'Ошибка оператора',
      created_at: `2026-11-1${id % 10} 09:30:00`,
      insurer: { person: 1, title: 'Кенжебаев Арман Серикович' },
      payment_type: 1,
      isEpay: true,
      ...over,
    },
  };
}

export const SUPPORT_ROWS: SupportRow[] = [
  row(1, 0, 'Новый'),
  row(2, 0, 'Новый', {
    insurer: { person: 2, title: 'ТОО «Алатау Брокер»' },
    payment_type: 0,
    isEpay: false,
  }),
  row(3, 2, 'Ошибка'),
  row(4, 1, 'Отработан'),
  row(5, 10, 'Отклонён'),
];

export const SUPPORT_PAGE: Page<SupportRow> = {
  data: SUPPORT_ROWS,
  meta: { current_page: 1, last_page: 3, per_page: 10, total: 25 },
};

export const EMPTY_SUPPORT_PAGE: Page<SupportRow> = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
};

export const OPERATOR_ERROR_TARGET: PolicyCodeTarget = { kind: 'operatorError', id: 4101 };
export const TERMINATION_TARGET: Extract<PolicyCodeTarget, { kind: 'termination' }> = {
  kind: 'termination',
  global: '26WEB004101KZ',
  hash: 'c9f0a1b2c3d4e5f60718293a4b5c6d7e',
  person: 1,
  signatoryId: null,
  ip: '127.0.0.1',
};
export const REFUND_ANSWER = {
  result: true as const,
  message: 'Договор 26WEB004101KZ расторгнут. Сумма возврата: 12 345,60 тг.',
  refund: 12_345.6,
};
