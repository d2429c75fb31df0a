/** `@sakta/core/admin`: the admin catalogues (products, versions, agreements with their recipients). */
export * from './contract';
export * from './ru';
export * from './ru-common';
export * from './catalogue.machine';
export * from './availability';
export * from './agreements-contract';
export * from './confirmers.machine';
