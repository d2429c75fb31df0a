import { fromPromise } from 'xstate';
import type { ClientRecord } from './contract';
import type { ClientGetRequest, RecognitionAnswer } from './endpoints';
import { clientDialogMachine, type ClientGetAnswer } from './client-dialog.machine';
import { consentMachine, type ConsentCheck } from './consent.machine';
import { scanMachine } from './scan.machine';

/**
 * The client dialog's calls (spec part 2 section 7.1) and the machine provided with them. apps/web wires them to
 * the API client: client/get, client/set, client/force-kdp, the public kdp/accept and kdp/check-status (the
 * same consent and code as the page /kdp/{iin}), recognize-upload (multipart) and recognize-data.
 */
export interface ClientDialogCalls {
  get(req: ClientGetRequest): Promise<ClientGetAnswer>;
  /** client/set [record] -> the stored record with client.id. */
  set(record: ClientRecord): Promise<ClientRecord>;
  forceKdp(req: { phone: string; iin: string }): Promise<{ message: string }>;
  /** POST kdp/accept {iin, code}: rejects on a wrong code. */
  acceptKdp(req: { iin: string; code: string }): Promise<unknown>;
  /** GET kdp/check-status (decrypted): whether the consent was accepted. */
  isKdpAccepted(iin: string): Promise<boolean>;
  recognizeUpload(file: unknown): Promise<{ task_id: string }>;
  recognizeData(taskId: string): Promise<RecognitionAnswer>;
}

/**
 * 'Проверить консент': with a 4-digit code, the code is confirmed (kdp/accept, 'Код подтвержден'); without one,
 * the consent system is asked whether the customer accepted on the page ('Клиент предоставил согласие' or
 * 'Клиент ещё не предоставил согласие').
 */
export async function checkConsent(
  calls: ClientDialogCalls,
  iin: string,
  code: string,
): Promise<ConsentCheck> {
  if (/^\d{4}$/.test(code)) {
    await calls.acceptKdp({ iin, code });
    return 'confirmed';
  }
  return (await calls.isKdpAccepted(iin)) ? 'given' : 'notYet';
}

/** The client dialog with its calls: what the app runs. */
export function provideClientDialog(calls: ClientDialogCalls) {
  return clientDialogMachine.provide({
    actors: {
      // a consent status instead of the clients: the consent step comes first (the lookup's gate)
      search: fromPromise<unknown, ClientGetRequest>(async ({ input }) => {
        const answer = await calls.get(input);
        return 'consent' in answer ? { rows: [], gate: { consent: answer.consent } } : { rows: answer.data };
      }),
      gate: consentMachine.provide({
        actors: {
          forceKdp: fromPromise(({ input }) => calls.forceKdp(input)),
          checkConsent: fromPromise(({ input }) => checkConsent(calls, input.iin, input.code)),
        },
      }),
      scan: scanMachine.provide({
        actors: {
          upload: fromPromise(({ input }) => calls.recognizeUpload(input.file)),
          recognize: fromPromise(({ input }) => calls.recognizeData(input.taskId)),
        },
      }),
      save: fromPromise<unknown, ClientRecord>(({ input }) => calls.set(input)),
    },
  });
}
