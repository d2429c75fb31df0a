/** The casco vehicle dialog: its machine, view, call and strings (spec part 2 sections 2.2, 3.4, 5.2). */
export * from './vehicle-dialog.machine';
export * from './vehicle-dialog.view';
export * from './vehicle-dialog.ru';
export * from './vehicle-calls';
