/** The casco sale on the kernel (spec part 2 sections 2.4, 3.2, 4.1, 5.2, 5.6, 7.2, 7.3, 9). */
export * from './casco-context';
export * from './casco-slots';
export * from './sale';
export * from './sale-rules';
export * from './term';
export * from './casco-sale';
export * from './casco.machine';
export * from './casco-calls';
export * from './casco.view';
export * from './kept-sale';
