/** `@sakta/core/travel`: the travel page (VZR_EU), a travel draft or policy shown read-only. */
export * from './contract';
export * from './ru';
export * from './travel.machine';
