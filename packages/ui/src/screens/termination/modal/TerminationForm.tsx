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
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { Field, Input } from '../../../primitives/field';
import { FormSection } from '../../../primitives/form-section';
import { MaskedInput } from '../../../primitives/masked-input';
import { RadioGroupField } from '../../../primitives/radio-group';
import { SelectField } from '../../../primitives/select';
import { TextField, type FieldDescriptor } from '../../../primitives/text-field';
import { CodeConfirmation } from '../../code/CodeConfirmation';
import { ApplicationDocument } from './ApplicationDocument';

export interface TerminationFormProps {
  view: TerminationView;
  onEvent: (event: TerminationEvent) => void;
  onCodeEvent: (event: CodeStepEvent) => void;
}

const t = ruTerminationModal;

const BENEFICIARY_FIELDS: { field: BeneficiaryField; descriptor: FieldDescriptor }[] = [
  { field: 'surname', descriptor: { label: t.surname, maxLength: TEXT_MAX.personName } },
  { field: 'name', descriptor: { label: t.name, maxLength: TEXT_MAX.personName, required: true } },
  {
    field: 'patronymic',
    descriptor: { label: t.patronymic, maxLength: TEXT_MAX.personName, hint: t.optional },
  },
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

      <FormSection title={t.formTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <RadioGroupField
            label={t.returnType}
            name="returnType"
            value={f.returnType}
            disabled={disabled}
            choices={[
              { value: 1, label: t.returnTypes[1] },
              { value: 2, label: t.returnTypes[2] },
            ]}
            onValueChange={(value) => onEvent({ type: 'EDIT', field: 'returnType', value })}
          />
          <SelectField
            label={t.reason}
            value={f.rescindingReason}
            disabled={disabled}
            options={[RESCINDING_REASONS.early, RESCINDING_REASONS.death].map((value) => ({
              value,
              label: `${RESCINDING_REASON_TITLES[value]}`,
            }))}
            onValueChange={(value) =>
              onEvent({ type: 'EDIT', field: 'rescindingReason', value: value as RescindingReason })
            }
          />
        </div>
      </FormSection>

      {card ? (
        <FormSection title={t.bankTitle} variant="boxed">
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
            <SelectField
              label={t.kbe}
              value={f.bank.kbe}
              disabled={disabled}
              placeholder="—"
              options={KBE_VALUES.map((value) => ({ value, label: value }))}
              onValueChange={(value) => onEvent({ type: 'EDIT', field: 'bank.kbe', value })}
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
        </FormSection>
      ) : null}

      <FormSection title={t.beneficiaryTitle}>
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
          {BENEFICIARY_FIELDS.map(({ field, descriptor }) => (
            <TextField
              key={field}
              descriptor={descriptor}
              name={`beneficiary-${field}`}
              value={f.beneficiary[field]}
              disabled={disabled}
              autoComplete="off"
              onValueChange={(value) => beneficiary(field, value)}
            />
          ))}
        </div>
      </FormSection>

      <div className="grid gap-3">
        <RadioGroupField
          label={t.signinType}
          name="signinType"
          value={f.signinType}
          disabled={disabled}
          choices={[
            { value: 1, label: t.signin[1], disabled: !view.otpAllowed },
            { value: 2, label: t.signin[2] },
          ]}
          hint={view.otpAllowed ? null : t.otpUnavailable}
          onValueChange={(value) => onEvent({ type: 'SET_SIGNIN', value })}
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

      <FormSection title={t.details.document}>
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
      </FormSection>
    </div>
  );
}
