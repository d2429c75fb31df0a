import type { AnyMachineModel } from './model';
import { loginModel } from './models/login';
import { sessionModel } from './models/session';
import { codeConfirmationModel } from './models/code-confirmation';
import { resetModel } from './models/reset';
import { publicConfirmationModel } from './models/public-confirmation';
import { epayModel } from './models/epay';

/**
 * Every machine of the product with its model (events and fakes). `pnpm coverage:machines` replays them all and
 * fails below 100% of states or transitions; add each new machine here.
 */
export const machineModels: AnyMachineModel[] = [
  loginModel,
  sessionModel,
  codeConfirmationModel,
  resetModel,
  publicConfirmationModel,
  epayModel,
];
