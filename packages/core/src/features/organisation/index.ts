/** `@sakta/core/organisation`: the page /branches (tabs, lists, modals, tree) and the accountant's /terminals. */
export * from './contract';
export * from './rules';
export * from './ru';
export * from './branches.machine';
export * from './terminal-form.machine';
export * from './fields';
export * from './employees.contract';
export * from './employee-filter';
export * from './employees.machine';
export * from './employee-form.contract';
export * from './employee-rules';
export * from './employee-form.machine';
export * from './signatories';
export * from './signatories.machine';
export * from './tree';
export * from './tree.machine';
