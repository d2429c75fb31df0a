/**
 * The treaty of the contract panel (spec part 2 sections 2.1, 5.6, 6, 9): the first day of cover (min tomorrow),
 * the term (a select for role 0, else read-only), the last day of cover, and the payment phone '+7(###) ###-####'.
 * Everything is read-only while the panel is locked.
 */
import { PHONE_MASK, displayDate } from '@sakta/core/shared';
import { ruSalePanel, type ContractPanelView, type Term } from '@sakta/core/sale';
import { DateInput } from '../../../primitives/date-input';
import { Field, Input } from '../../../primitives/field';
import { SelectField } from '../../../primitives/select';
import { TextField } from '../../../primitives/text-field';
import type { ContractPanelEvent } from './events';

const t = ruSalePanel.panel;

const digits = (phone: string) => phone.replace(/\D/g, '');

const termKey = (term: Term) => `${term.unit}:${term.count}`;

export interface TreatyFieldsProps {
  treaty: ContractPanelView['treaty'];
  paymentPhone: ContractPanelView['paymentPhone'];
  paymentDate: ContractPanelView['paymentDate'];
  locked: boolean;
  send: (event: ContractPanelEvent) => void;
}

export function TreatyFields({ treaty, paymentPhone, paymentDate, locked, send }: TreatyFieldsProps) {
  const current = termKey(treaty.term);
  const termLabel = treaty.terms.find((o) => termKey(o.term) === current)?.label ?? current;
  return (
    <div data-slot="treaty" className="grid gap-3 sm:grid-cols-2">
      <Field label={t.treatyDate} required error={treaty.dateError}>
        {/* the machine words the bounds' message (min tomorrow), so the field only greys the calendar's days */}
        <DateInput
          value={treaty.date}
          min={treaty.min}
          checkBounds={false}
          disabled={locked}
          onValueChange={(date) => send({ type: 'SET_TREATY_DATE', date })}
        />
      </Field>
      {treaty.termEditable ? (
        <SelectField
          label={t.term}
          value={current}
          options={treaty.terms.map((o) => ({ value: termKey(o.term), label: o.label }))}
          disabled={locked}
          onValueChange={(value) => {
            const chosen = treaty.terms.find((o) => termKey(o.term) === value);
            if (chosen) send({ type: 'SET_TERM', term: chosen.term });
          }}
        />
      ) : (
        <Field label={t.term}>
          <Input value={termLabel} readOnly />
        </Field>
      )}
      <Field label={t.end}>
        <Input value={displayDate(treaty.end)} readOnly />
      </Field>
      {paymentDate ? (
        <Field label={t.paymentDate} error={paymentDate.error}>
          <DateInput
            value={paymentDate.value}
            min={paymentDate.min}
            checkBounds={false}
            disabled={locked}
            onValueChange={(value) => send({ type: 'EDIT', patch: { paymentDate: value } })}
          />
        </Field>
      ) : null}
      <TextField
        descriptor={{
          label: t.paymentPhone,
          mask: PHONE_MASK,
          required: paymentPhone.required,
          inputMode: 'tel',
        }}
        type="tel"
        autoComplete="tel"
        value={paymentPhone.value}
        error={paymentPhone.error}
        disabled={locked}
        // the mask also reports the value it was given (and '7' as '+7'): only other digits are a change
        onValueChange={(phone) => {
          if (digits(phone) !== digits(paymentPhone.value)) send({ type: 'SET_PAYMENT_PHONE', phone });
        }}
      />
    </div>
  );
}
