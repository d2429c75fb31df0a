import type { AnyMachineModel } from './model';
import { loginModel } from './models/login';
import { sessionModel } from './models/session';
import { codeConfirmationModel } from './models/code-confirmation';
import { resetModel } from './models/reset';
import { publicConfirmationModel } from './models/public-confirmation';
import { epayModel } from './models/epay';
import { adminInfoModel } from './models/admin-info';
import { dashboardModel } from './models/dashboard';
import { agreementsModel } from './models/agreements';
import { pagedListModel } from './models/paged-list';
import { terminationSearchModel } from './models/termination-search';
import { terminationModel } from './models/termination';
import { documentModel } from './models/document';

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
  adminInfoModel,
  dashboardModel,
  agreementsModel,
  pagedListModel,
  terminationSearchModel,
  terminationModel,
  documentModel,
];
