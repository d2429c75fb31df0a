/** `@sakta/core/ogpo/history`: the OGPO page's history side panel (spec part 2 section 2.1). */
export * from './ru';
export * from './history.machine';
