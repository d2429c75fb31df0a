import { useId, type ReactNode } from 'react';
import {
  IIN_MASK,
  KBE_VALUES,
  PHONE_MASK,
  RESCINDING_REASONS,
  RESCINDING_REASON_TITLES,
  RETURN_TYPE,
  SIGNIN_TYPE,
  ruTerminationModal,
  type BeneficiaryField,
  type CodeStepEvent,
  type RescindingReason,
  type TerminationEvent,
  type TerminationView,
  TEXT_MAX,
} from '@sakta/core';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { Field, Input, inputClassName } from '../../../primitives/field';
import { MaskedInput } from '../../../primitives/masked-input';
import { CodeConfirmation } from '../../code/CodeConfirmation';
import { ApplicationDocument } from './ApplicationDocument';

export interface TerminationFormProps {
  view: TerminationView;
  onEvent: (event: TerminationEvent) => void;
  onCodeEvent: (event: CodeStepEvent) => void;
}

const t = ruTerminationModal;

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid gap-3', className)}>
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface Choice<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** A radio group: fieldset + legend, native radios (keyboard arrows move the choice). */
function Choices<V extends string | number>({
  legend,
  name,
  value,
  choices,
  disabled,
  onChange,
  hint,
}: {
  legend: string;
  name: string;
  value: V;
  choices: Choice<V>[];
  disabled: boolean;
  onChange: (value: V) => void;
  hint?: string | null;
}) {
  const hintId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((c) => (
          <label
            key={String(c.value)}
            className={cn(
              'flex items-center gap-2 text-sm',
              disabled || c.disabled ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(c.value)}
              checked={value === c.value}
              disabled={disabled || c.disabled}
              onChange={() => onChange(c.value)}
              className="size-4 accent-primary"
            />
            {c.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

function Select({
  label,
  value,
  options,
  disabled,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  disabled: boolean;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClassName, 'appearance-auto')}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const BENEFICIARY_FIELDS: { field: BeneficiaryField; label: string; optional?: boolean }[] = [
  { field: 'surname', label: t.surname },
  { field: 'name', label: t.name },
  { field: 'patronymic', label: t.patronymic, optional: true },
];

/**
 * The termination form of the modal (spec part 1 sections 2, 4, 5): return method and bank block (card), the
 * reason, the beneficiary, the signing method with the OTP step, and the application. Renders the machine's
 * view; every change goes to the machine as an event.
 */
export function TerminationForm({ view, onEvent, onCodeEvent }: TerminationFormProps) {
  const { termination: f, canEdit } = view;
  const disabled = !canEdit;
  const card = f.returnType === RETURN_TYPE.card;
  const otp = f.signinType === SIGNIN_TYPE.otp;
  const beneficiary = (field: BeneficiaryField, value: string) =>
    onEvent({ type: 'EDIT', field: `beneficiary.${field}`, value });

  return (
    <div data-slot="termination-form" className="grid gap-6">
      {view.error ? <Alert variant="error">{view.error}</Alert> : null}

      <Section title={t.formTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Choices
            legend={t.returnType}
            name="returnType"
            value={f.returnType}
            disabled={disabled}
            choices={[
              { value: 1, label: t.returnTypes[1] },
              { value: 2, label: t.returnTypes[2] },
            ]}
            onChange={(value) => onEvent({ type: 'EDIT', field: 'returnType', value })}
          />
          <Select
            label={t.reason}
            value={f.rescindingReason}
            disabled={disabled}
            options={[RESCINDING_REASONS.early, RESCINDING_REASONS.death].map((value) => ({
              value,
              label: `${RESCINDING_REASON_TITLES[value]}`,
            }))}
            onChange={(value) =>
              onEvent({ type: 'EDIT', field: 'rescindingReason', value: value as RescindingReason })
            }
          />
        </div>
      </Section>

      {card ? (
        <Section title={t.bankTitle} className="rounded-lg border p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.iban} hint={t.ibanHint} error={view.ibanError} className="sm:col-span-2">
              <Input
                name="iik"
                value={f.bank.iik}
                disabled={disabled}
                autoComplete="off"
                spellCheck={false}
                maxLength={42}
                onChange={(e) => onEvent({ type: 'EDIT', field: 'bank.iik', value: e.target.value })}
                onBlur={() => onEvent({ type: 'BLUR_IBAN' })}
                className="font-mono uppercase"
              />
            </Field>
            <Field label={t.bik}>
              <Input
                name="bik"
                value={f.bank.bik}
                disabled={disabled}
                autoComplete="off"
                maxLength={TEXT_MAX.code}
                onChange={(e) => onEvent({ type: 'EDIT', field: 'bank.bik', value: e.target.value })}
                className="font-mono uppercase"
              />
            </Field>
            <Select
              label={t.kbe}
              value={f.bank.kbe}
              disabled={disabled}
              placeholder="—"
              options={KBE_VALUES.map((value) => ({ value, label: value }))}
              onChange={(value) => onEvent({ type: 'EDIT', field: 'bank.kbe', value })}
            />
            <Field label={t.bankName} className="sm:col-span-2">
              <Input
                name="bankName"
                value={f.bank.name}
                disabled={disabled}
                autoComplete="off"
                maxLength={TEXT_MAX.title}
                onChange={(e) => onEvent({ type: 'EDIT', field: 'bank.name', value: e.target.value })}
              />
            </Field>
          </div>
        </Section>
      ) : null}

      <Section title={t.beneficiaryTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.beneficiaryIin}>
            <Input
              name="beneficiaryIin"
              value={f.beneficiary.iin}
              disabled={disabled}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={IIN_MASK.length}
              autoComplete="off"
              onChange={(e) => beneficiary('iin', e.target.value)}
              className="tabular-nums"
            />
          </Field>
          {BENEFICIARY_FIELDS.map(({ field, label, optional }) => (
            <Field
              key={field}
              label={label}
              hint={optional ? t.optional : undefined}
              required={field === 'name'}
            >
              <Input
                name={`beneficiary-${field}`}
                value={f.beneficiary[field]}
                disabled={disabled}
                autoComplete="off"
                maxLength={TEXT_MAX.personName}
                onChange={(e) => beneficiary(field, e.target.value)}
              />
            </Field>
          ))}
        </div>
      </Section>

      <div className="grid gap-3">
        <Choices
          legend={t.signinType}
          name="signinType"
          value={f.signinType}
          disabled={disabled}
          choices={[
            { value: 1, label: t.signin[1], disabled: !view.otpAllowed },
            { value: 2, label: t.signin[2] },
          ]}
          hint={view.otpAllowed ? null : t.otpUnavailable}
          onChange={(value) => onEvent({ type: 'SET_SIGNIN', value })}
        />
        {otp ? (
          <div data-slot="termination-otp" className="grid gap-4 rounded-lg border bg-muted/30 p-4">
            <p className="text-sm text-muted-foreground">{t.otpHint}</p>
            <Field label={t.phone} className="max-w-xs">
              <MaskedInput
                name="phone"
                mask={PHONE_MASK}
                value={f.otp.phone}
                disabled={disabled || !view.phoneEditable}
                inputMode="tel"
                autoComplete="off"
                onAccept={(masked) => onEvent({ type: 'CHANGE_PHONE', value: masked })}
              />
            </Field>
            <CodeConfirmation
              view={view.code}
              sendLabel={t.sendSms}
              onSend={() => onEvent({ type: 'SEND_SMS' })}
              onResend={() => onCodeEvent({ type: 'RESEND' })}
              onChange={(value) => onCodeEvent({ type: 'CHANGE', value })}
              onVerify={() => onCodeEvent({ type: 'VERIFY' })}
              className="max-w-md"
            />
            {view.code.step === 1 || view.code.step === 2 ? (
              <Button
                variant="secondary"
                className="w-fit"
                onClick={() => onEvent({ type: 'CHECK' })}
                disabled={!view.canCheck}
                loading={view.checking}
              >
                {view.checking ? t.checking : t.check}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <Section title={t.details.document}>
        {view.document ? (
          <>
            <p role="status" className="text-sm font-medium text-success">
              {t.documentReady}
            </p>
            <ApplicationDocument document={view.document} />
          </>
        ) : (
          <Button
            variant="outline"
            className="w-full sm:w-fit"
            onClick={() => onEvent({ type: 'GENERATE' })}
            disabled={!view.canGenerate}
            loading={view.generating}
          >
            {view.generating ? t.generating : t.generate}
          </Button>
        )}
      </Section>
    </div>
  );
}
