/** `@sakta/core/termination`: the policy search, its history and the termination modal (spec part 2). */
export * from './contract';
export * from './fields';
export * from './validation';
export * from './ru';
export * from './ru-modal';
export * from './termination-search.machine';
export * from './termination.machine';
export * from './termination-calls';
export * from './termination-view';
