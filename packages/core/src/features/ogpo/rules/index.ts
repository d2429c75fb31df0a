/** OGPO resident rules (5.3) and required documents (5.4): pure functions the policy machine calls. */
export * from './resident';
export * from './documents';
export * from './default-insured';
export * from './ru';
