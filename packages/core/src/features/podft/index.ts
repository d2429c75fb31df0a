/** `@sakta/core/podft`: the compliance review /podfts (spec part 2 sections 2.5, 3.8, 4.4, 7.4, 9). */
export * from './ru';
export * from './contract';
export * from './filter';
export * from './podft-item.machine';
export * from './podft-review.machine';
export * from './podft.view';
export * from './kept-review';
