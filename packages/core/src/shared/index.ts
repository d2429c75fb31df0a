/**
 * `@sakta/core/shared`: the kernel every feature builds on (ARCHITECTURE.md): value types and validators,
 * the API client and the contract helpers, the session, and the machines several features reuse.
 */
export * from './roles';
export * from './ownership';
export * from './user';
export * from './routes';
export * from './money';
export * from './phone';
export * from './iin';
export * from './iban';
export * from './kbe';
export * from './ulid';
export * from './dates';
export * from './almaty-today';
export * from './display-dates';
export * from './banks/banks';
export * from './i18n/ru';
export * from './i18n/ru-iban';
export * from './i18n/catalogue';
export * from './api/errors';
export * from './api/client';
export * from './api/common';
export * from './api/fields';
export * from './api/limits';
export * from './api/ip';
export * from './crypto/payload';
export * from './session/contract';
export * from './session/session.machine';
export * from './session/session-store';
export * from './session/safe-storage';
export * from './machines/code-confirmation.machine';
export * from './machines/code-confirmation.view';
export * from './machines/paged-list.machine';
export * from './machines/lookup-dialog.machine';
export * from './product-availability';
export * from './machines/document.machine';
export * from './product-pages';
export * from './save-hint';
export * from './date-input';
export * from './policy-status';
export * from './policy-documents';
export * from './staff-dictionaries';
export { deferredLogic } from './machines/deferred';
