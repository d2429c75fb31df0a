/** `@sakta/core/drafts`: the drafts screen /drafts (spec part 2 sections 2.6, 3.9, 6, 7.3). */
export * from './ru';
export * from './drafts-filter';
export * from './drafts.machine';
