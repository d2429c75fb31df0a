/** The property sale on the kernel (spec part 2 sections 2.3, 3.2, 4.1, 5.5, 5.6, 7.2, 7.3). */
export * from './property-context';
export * from './property-slots';
export * from './sale';
export * from './sale-rules';
export * from './term';
export * from './property-sale';
export * from './property.machine';
export * from './property-calls';
export * from './property.view';
export * from './kept-sale';
