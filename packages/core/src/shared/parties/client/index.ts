/** `@sakta/core/parties/client`: the OGPO client dialog (spec part 2 sections 2.2, 3.3, 4.3, 5.1, 7.1). */
export * from './contract';
export * from './endpoints';
export * from './ru';
export * from './rules';
export * from './field-rules';
export * from './bank-rules';
export * from './fields';
export * from './form-fields';
export * from './validation';
export * from './client-dialog.machine';
export * from './consent.machine';
export * from './scan.machine';
export * from './client-calls';
export * from './client-view';
