/** `@sakta/core/home`: home tiles, the agreements to confirm, the admin info page and the admin dashboard. */
export * from './contract';
export * from './home';
export * from './ru';
export * from './ru-admin';
export * from './agreements.machine';
export * from './admin-info.machine';
export * from './dashboard.machine';
