import { CONSENT_INSURER, formatKzt } from '@sakta/core';
import type { PdfSpec } from '../../services/pdf/render';
import type { AvrActRow } from './repo';

/** The act of completed work as a PDF (a real document the modal shows). */
export function avrSpec(act: AvrActRow, agent: { fullName: string }): PdfSpec {
  return {
    title: 'Акт выполненных работ',
    subtitle: `№ ${act.number} от ${act.date.split('-').reverse().join('.')}`,
    fields: [
      ['Заказчик', CONSENT_INSURER],
      ['Исполнитель', agent.fullName],
      ['Период', act.period],
      ['Сумма агентского вознаграждения', formatKzt(act.amount)],
    ],
    paragraphs: [
      { heading: '1. Предмет акта' },
      `${act.title}. Исполнитель оказал услуги по заключению договоров страхования от имени Заказчика за указанный период, а Заказчик принимает их и обязуется выплатить агентское вознаграждение в указанной сумме.`,
      { heading: '2. Претензии' },
      'Стороны претензий по объёму, качеству и срокам оказания услуг не имеют. При несогласии с суммой Исполнитель отказывается от акта с указанием причины; акт пересчитывается.',
      { heading: '3. Подписание' },
      'Акт подписывается Исполнителем вводом одноразового кода из SMS в течение 30 минут после его направления, что признаётся равнозначным собственноручной подписи.',
      { space: 6 },
      {
        signatures: [
          ['Заказчик', CONSENT_INSURER],
          ['Исполнитель', agent.fullName],
        ],
      },
    ],
    date: act.sent_at,
  };
}
