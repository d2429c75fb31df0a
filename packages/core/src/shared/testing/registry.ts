import type { AnyMachineModel } from './runner';
import { loginModel } from '../../features/auth/testing/login.model';
import { sessionModel } from './session.model';
import { codeConfirmationModel } from './code-confirmation.model';
import { resetModel } from '../../features/auth/testing/reset.model';
import { publicConfirmationModel } from '../../features/public-pages/testing/public-confirmation.model';
import { epayModel } from '../../features/public-pages/testing/epay.model';
import { adminInfoModel } from '../../features/home/testing/admin-info.model';
import { dashboardModel } from '../../features/home/testing/dashboard.model';
import { agreementsModel } from '../../features/home/testing/agreements.model';
import { pagedListModel } from './paged-list.model';
import { terminationSearchModel } from '../../features/termination/testing/termination-search.model';
import { terminationModel } from '../../features/termination/testing/termination.model';
import { documentModel } from './document.model';

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
