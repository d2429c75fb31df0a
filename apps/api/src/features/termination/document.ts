import { RESCINDING_REASON_TITLES, formatIban, type TerminationRequest } from '@sakta/core';
import { terminationSpec, type TerminationInput } from '../../services/pdf/documents';
import { renderPdf } from '../../services/pdf/render';
import type { PolicyRow } from './repo';

/**
 * The termination application (the PDF the customer signs, spec part 1 section 4 "Termination flow"): what it
 * shows of a policy and a request. The layout itself is services/pdf/documents.ts terminationSpec.
 */

export function terminationPdf(p: PolicyRow, t: TerminationRequest, date: number): Promise<Uint8Array> {
  return renderPdf(terminationSpec(terminationInput(p, t, date)));
}

const dayMs = (date: string) => Date.parse(`${date}T12:00:00Z`);

const personName = (b: { surname: string; name: string; patronymic: string }) =>
  [b.surname, b.name, b.patronymic]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

/** What the application PDF shows (pdf/documents.ts terminationSpec). */
export function terminationInput(p: PolicyRow, t: TerminationRequest, date: number): TerminationInput {
  const beneficiary = personName(t.beneficiary);
  return {
    number: p.number,
    product: p.product,
    client: { fullName: p.client_title, iin: p.client_iin || '—', phone: p.client_phone ?? '' },
    dateFrom: dayMs(p.date_from),
    dateTo: dayMs(p.date_to),
    premium: p.premium,
    refund: t.refund,
    commission: t.commission,
    reason: RESCINDING_REASON_TITLES[t.rescindingReason] ?? t.rescindingReason,
    bank:
      t.returnType === 2
        ? {
            beneficiary,
            iban: formatIban(t.bank.iik),
            bik: t.bank.bik.trim().toUpperCase(),
            name: t.bank.name.trim(),
            kbe: t.bank.kbe.trim(),
          }
        : null,
    beneficiary: { fullName: beneficiary, iin: t.beneficiary.iin.replace(/\D/g, '') },
    signing: t.signinType === 1 ? 'otp' : 'paper',
    date,
  };
}
