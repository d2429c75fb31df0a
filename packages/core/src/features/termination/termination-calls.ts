/**
 * The termination modal's calls (spec part 1 section 7: contracts/functional/* and functional/otp/*) and the
 * machine provided with them: what the app runs. apps/web wires the calls to the API client.
 */
import { fromPromise } from 'xstate';
import type { TerminationCall } from './contract';
import { codeConfirmationMachine } from '../../shared/machines/code-confirmation.machine';
import { provideDocument } from '../../shared/machines/document.machine';
import type { CheckOtpAnswer, TerminationCalculation, TerminationOtpRequest } from './termination-request';
import { terminationMachine } from './termination.machine';

/** The calls of the flow (apps/web wires them to the API). */
export interface TerminationCalls {
  calculate(call: TerminationCall): Promise<TerminationCalculation>;
  createDocument(call: TerminationCall): Promise<{ document: string }>;
  update(call: TerminationCall): Promise<unknown>;
  /** POST functional/otp/send-sms {phone: 11 digits, ulid}. */
  sendSms(req: { phone: string; ulid: string }): Promise<unknown>;
  /** POST functional/otp/accept {code, ulid}. */
  acceptOtp(req: { ulid: string; code: string }): Promise<unknown>;
  checkOtp(req: { ulid: string }): Promise<CheckOtpAnswer>;
  terminate(req: { ulid: string }): Promise<unknown>;
  /** GET contracts/functional/history/{id}/document (its `document`, base64). */
  historyDocument(id: number): Promise<string>;
}

/** The 11 digits send-sms takes ('+7(701) 555-0101' -> '77015550101'). */
export function smsPhoneDigits(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  return digits.length === 10 ? `7${digits}` : digits.replace(/^8/, '7');
}

/** The termination machine with its calls: what the app runs. */
export function provideTermination(calls: TerminationCalls) {
  return terminationMachine.provide({
    actors: {
      calculate: fromPromise(({ input }) => calls.calculate(input)),
      createDocument: fromPromise(({ input }) => calls.createDocument(input)),
      checkOtp: fromPromise(({ input }) => calls.checkOtp(input)),
      update: fromPromise(({ input }) => calls.update(input)),
      terminate: fromPromise(({ input }) => calls.terminate(input)),
      documentLoader: provideDocument((request) => calls.historyDocument((request as { id: number }).id)),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            const { ulid, phone } = input.request as TerminationOtpRequest;
            await calls.sendSms({ phone: smsPhoneDigits(phone), ulid });
            return { phone };
          }),
          verifyCode: fromPromise(({ input }) =>
            calls.acceptOtp({ ulid: (input.request as TerminationOtpRequest).ulid, code: input.code }),
          ),
        },
      }),
    },
  });
}
