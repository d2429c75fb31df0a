import { policyStatusName, productName, type SupportRow } from '@sakta/core';
import { formatAlmaty } from '../../services/almaty';
import type { SupportDbRow } from './repo';

/** Rules and answers of the operator-error screen and the list's code flows (spec part 2 sections 2.8, 4.5, 7.5). */

export const SUPPORT_PER_PAGE = 10;
/** The list's operator-error and termination codes: resend after 90 s (section 9), valid 10 minutes. */
export const FLOW_RESEND_SECONDS = 90;
export const FLOW_CODE_TTL_SECONDS = 600;
export const PURPOSE = { operatorError: 'operator-error', termination: 'policy-termination' } as const;

export const supportApiRu = {
  notFound: 'Заявка не найдена',
  policyNotFound: 'Договор не найден',
  closed: 'Заявка уже обработана',
  notIssued: 'Ошибку оператора можно заявить только по выпущенному договору',
  alreadyReported: 'По договору уже есть заявка №{id}',
  notTerminable: 'Договор нельзя расторгнуть: он не действует',
  notMotor: 'Досрочное расторжение доступно только для договоров ОГПО ВТС',
  noPhone: 'Не указан телефон для отправки кода',
  globalMismatch: 'Параметр Global не совпадает с договором',
  sent: 'СМС отправлена',
  done: 'Процесс по {id} успешно завершен',
  rejected: 'Заявка №{id} отклонена, договор {number} остаётся в силе',
  terminated: 'Договор {number} расторгнут. Сумма возврата: {refund}',
  tooSoon: 'Код уже отправлен. Повторная отправка через {seconds} с.',
} as const;

/** 4.5: 0 new, 1 worked, 2 error, 10 closed or refused (the seller's report was refused). */
const REQUEST_STATUS: Readonly<Record<number, string>> = {
  0: 'Новый',
  1: 'Отработан',
  2: 'Ошибка',
  10: 'Отклонён',
};

export function requestStatusName(status: number): string {
  return REQUEST_STATUS[status] ?? 'В работе';
}

interface InsurerJson {
  title?: string;
  person?: number;
}

export function supportRow(r: SupportDbRow): SupportRow {
  const insurer = (r.insurer ? JSON.parse(r.insurer) : {}) as InsurerJson;
  return {
    id: r.id,
    status: r.status,
    statusName: requestStatusName(r.status),
    created_at: formatAlmaty(r.created_at),
    creator: { fio: r.creator_fio ?? '' },
    support: r.support_fio ? { fio: r.support_fio } : null,
    policy: {
      id: r.policy_id,
      number: r.number,
      global_id: r.global_id,
      product: r.product_code,
      product_name: productName(r.product_code, r.product_type),
      product_type: r.product_type,
      premium: r.premium,
      status: r.policy_status,
      statusName: policyStatusName(r.policy_status),
      created_at: formatAlmaty(r.policy_created_at),
      insurer: { person: insurer.person ?? null, title: insurer.title ?? '' },
      payment_type: r.payment_type,
      isEpay: r.payment_type === 1 || r.has_card_payment === 1,
    },
  };
}
