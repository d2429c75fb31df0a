/** `@sakta/core/ogpo/licence`: the driver's licence dialog of the OGPO page. */
export * from './contract';
export * from './rules';
export * from './ru';
export * from './licence-dialog.machine';
