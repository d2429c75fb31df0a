/** `@sakta/core/public-pages`: the customer's pages without sign-in: consent, document code, card payment. */
export * from './contract';
export * from './epay.contract';
export * from './consent-text';
export * from './ru';
export * from './public-confirmation.machine';
export * from './epay.machine';
export * from './public-ru';
export * from './public-kk';
export * from './language';
export * from './language-routes';
export * from './sms';
