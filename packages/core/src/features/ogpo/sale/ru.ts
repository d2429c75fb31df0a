// the sale's strings are the kernel's (every product's sale shows them)
export { ruSale } from '../../../shared/sale/ru';
