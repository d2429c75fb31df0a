/** `@sakta/core/ogpo/vehicle`: the vehicle dialog 'Авто' of the OGPO page, its rules, calls and the regions. */
export * from './contract';
export * from './regions';
export * from './rules';
export * from './ru';
export * from './vehicle-dialog.machine';
export * from './vehicle-calls';
