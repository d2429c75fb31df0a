import {
  PRODUCT_CATALOGUE,
  productDeleteEndpoint,
  productListEndpoint,
  productSetEndpoint,
  productStatusEndpoint,
  type Product,
} from '@sakta/core/admin';
import { ProductsScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useCatalogue } from '../lib/catalogue';

/** /admin/products (role 0): the products catalogue with its status switch (spec part 1 section 2). */
export function Component() {
  const api = useApi();
  const { view, handlers } = useCatalogue<Product>(PRODUCT_CATALOGUE, () => ({
    list: async () => (await api.call(productListEndpoint, undefined)).data,
    save: ({ id, form }) =>
      api.call(productSetEndpoint, {
        id,
        code: String(form.code),
        title: String(form.title),
        description: String(form.description ?? ''),
        status: form.status === 0 ? 0 : 1,
      }),
    remove: (id) => api.call(productDeleteEndpoint, { id }),
    setStatus: (id, status) => api.call(productStatusEndpoint, { id, status }),
  }));
  return <ProductsScreen view={view} {...handlers} />;
}
