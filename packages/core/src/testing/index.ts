export * from '../shared/testing/coverage';
export * from '../shared/testing/runner';
export * from '../shared/testing/fixtures';
export { loginModel } from '../features/auth/testing/login.model';
export { sessionModel, TICK_SECONDS_LEFT } from '../shared/testing/session.model';
export * from '../features/home/testing/admin-info.model';
export * from '../features/home/testing/dashboard.model';
export {
  CLIENT_PHONE,
  VALID_IBAN,
  WRONG_CHECKSUM_IBAN,
  historyItem,
  terminablePolicy,
} from '../features/termination/testing/termination.model';
