/** `@sakta/core/ogpo/chief`: the chief dialog of a legal-entity insurer ('Руководитель' / 'Собственник'). */
export * from './contract';
