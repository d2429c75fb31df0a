import type { VerifyAnswer } from '../contract';
import { verifyAfterTerminal, type SaleCalls } from '../sale-calls';
import type { VerifyClientFiRequest } from './contract';
import type { FiVerificationAnswers, FiVerificationRequests } from './sale';

/** The financial-institution products' verification call (7.2: verify/client-fi). */
export interface FiVerifyCalls {
  verifyTerminal: SaleCalls<unknown>['verifyTerminal'];
  verifyClientFi(request: VerifyClientFiRequest): Promise<VerifyAnswer>;
}

/** Verification (7.2): the terminal first, then every party by verify/client-fi at once. */
export const runFiVerification = (
  calls: FiVerifyCalls,
  requests: FiVerificationRequests,
): Promise<FiVerificationAnswers> =>
  verifyAfterTerminal(
    calls.verifyTerminal,
    requests.terminal,
    async () => ({ clients: await Promise.all(requests.clients.map((r) => calls.verifyClientFi(r))) }),
    { clients: [] },
  );
