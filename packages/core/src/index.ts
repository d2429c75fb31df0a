/**
 * `@sakta/core`: everything core exports, the shared kernel and every feature. A route chunk imports its
 * feature's subpath (`@sakta/core/termination`) and `@sakta/core/shared` instead, so it takes only that code.
 */
export * from './shared';
export * from './features/auth';
export * from './features/public-pages';
export * from './features/home';
export * from './features/termination';
export * from './features/admin';
export * from './features/avr';
export * from './features/organisation';
export * from './features/ogpo';
export * from './features/drafts';
export * from './features/podft';
export * from './shared/sale/history';
export * from './features/support';
export * from './features/travel';
export * from './features/policies';
export * from './features/property';
export * from './features/casco';
