/** `@sakta/core/parties/chief`: the chief dialog of a legal-entity insurer ('Руководитель' / 'Собственник'). */
export * from './contract';
export * from './endpoints';
export * from './ru';
export * from './rules';
export * from './chief-dialog.machine';
export * from './chief-calls';
export * from './chief-view';
