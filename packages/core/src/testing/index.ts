export * from './coverage';
export * from './model';
export * from './fixtures';
export { machineModels } from './registry';
export { loginModel } from './models/login';
export { sessionModel, TICK_SECONDS_LEFT } from './models/session';
export * from './models/admin-info';
export * from './models/dashboard';
export {
  CLIENT_PHONE,
  VALID_IBAN,
  WRONG_CHECKSUM_IBAN,
  historyItem,
  terminablePolicy,
} from './models/termination';
