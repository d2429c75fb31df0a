// The termination modal's form (spec part 1 sections 2, 4, 5): the fields are core's descriptors
// (TERMINATION_FIELDS) in the form kit; every change goes to the termination machine as an event.
import {
  KBE_VALUES,
  RESCINDING_REASONS,
  RESCINDING_REASON_TITLES,
  RETURN_TYPE,
  SIGNIN_TYPE,
  ruTerminationModal,
  TERMINATION_FIELDS,
  type BeneficiaryField,
  type CodeStepEvent,
  type RescindingReason,
  type TerminationEvent,
  type TerminationView,
} from '@sakta/core';
import { Alert } from '../../../primitives/alert';
import { FormSection } from '../../../primitives/form-section';
import { RadioGroupField } from '../../../primitives/radio-group';
import { SelectField } from '../../../primitives/select';
import { TextField } from '../../../primitives/text-field';
import { CodeConfirmation } from '../../code/CodeConfirmation';
import { ApplicationDocument } from './ApplicationDocument';
import { CallButton } from './call-button';

export interface TerminationFormProps {
  view: TerminationView;
  onEvent: (event: TerminationEvent) => void;
  onCodeEvent: (event: CodeStepEvent) => void;
}

const t = ruTerminationModal;

const F = TERMINATION_FIELDS;
const BENEFICIARY_NAMES = ['surname', 'name', 'patronymic'] as const;

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
            <TextField
              descriptor={F.iik}
              name="iik"
              value={f.bank.iik}
              error={view.ibanError}
              fieldClassName="sm:col-span-2"
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              onValueChange={(value) => onEvent({ type: 'EDIT', field: 'bank.iik', value })}
              onBlur={() => onEvent({ type: 'BLUR_IBAN' })}
              className="font-mono uppercase"
            />
            <TextField
              descriptor={F.bik}
              name="bik"
              value={f.bank.bik}
              disabled={disabled}
              autoComplete="off"
              onValueChange={(value) => onEvent({ type: 'EDIT', field: 'bank.bik', value })}
              className="font-mono uppercase"
            />
            <SelectField
              label={t.kbe}
              value={f.bank.kbe}
              disabled={disabled}
              placeholder="—"
              options={KBE_VALUES.map((value) => ({ value, label: value }))}
              onValueChange={(value) => onEvent({ type: 'EDIT', field: 'bank.kbe', value })}
            />
            <TextField
              descriptor={F.bankName}
              name="bankName"
              value={f.bank.name}
              fieldClassName="sm:col-span-2"
              disabled={disabled}
              autoComplete="off"
              onValueChange={(value) => onEvent({ type: 'EDIT', field: 'bank.name', value })}
            />
          </div>
        </FormSection>
      ) : null}

      <FormSection title={t.beneficiaryTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            descriptor={F.beneficiaryIin}
            name="beneficiaryIin"
            value={f.beneficiary.iin}
            disabled={disabled}
            pattern="[0-9]*"
            autoComplete="off"
            onValueChange={(value) => beneficiary('iin', value)}
            className="tabular-nums"
          />
          {BENEFICIARY_NAMES.map((field) => (
            <TextField
              key={field}
              descriptor={F[field]}
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
            <TextField
              descriptor={F.phone}
              name="phone"
              value={f.otp.phone}
              fieldClassName="max-w-xs"
              disabled={disabled || !view.phoneEditable}
              autoComplete="off"
              onValueChange={(value) => onEvent({ type: 'CHANGE_PHONE', value })}
            />
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
              <CallButton call="check" view={view} onEvent={onEvent} variant="secondary" className="w-fit" />
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
          <CallButton
            call="generate"
            view={view}
            onEvent={onEvent}
            variant="outline"
            className="w-full sm:w-fit"
          />
        )}
      </FormSection>
    </div>
  );
}
