/**
 * `@sakta/core/parties/vehicle`: the vehicle of a sale as every product keeps it (spec part 2 sections 3.4, 5.2),
 * its cleaning and duplicates, the regions dictionary, and the strings the products' vehicle dialogs share.
 */
export * from './contract';
export * from './regions';
export * from './rules';
export * from './ru';
