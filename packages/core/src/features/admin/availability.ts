/** The sale pages' product availability lives in shared (the admin catalogue switches it; the sale pages read it). */
export * from '../../shared/product-availability';
