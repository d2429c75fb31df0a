/** `@sakta/core/sale/history`: a sale page's history side panel (spec part 2 sections 2.1, 7.3). */
export * from './ru';
export * from './history.machine';
export * from './contract';
