/** The property-object modal: its machine, view and strings (spec part 2 sections 2.3, 3.5, 5.5). */
export * from './object-dialog.machine';
export * from './object-dialog.view';
export * from './object-dialog.ru';
