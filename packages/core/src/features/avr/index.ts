/** `@sakta/core/avr`: the profile's acts of completed work (АВР) of the sale group. */
export * from './contract';
export * from './ru';
export * from './avr.machine';
export * from './access';
