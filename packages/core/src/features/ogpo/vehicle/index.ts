/**
 * `@sakta/core/ogpo/vehicle`: the vehicle dialog 'Авто' of the OGPO page, its rules and calls, with the vehicle
 * record, its cleaning and the regions every sale shares (shared/parties/vehicle), which the dialog's modules read.
 */
export * from '../../../shared/parties/vehicle';
export * from './contract';
export * from './rules';
export * from './ru';
export * from './vehicle-dialog.machine';
export * from './vehicle-calls';
