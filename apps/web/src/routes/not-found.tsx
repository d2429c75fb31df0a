import { NotFoundScreen } from '@sakta/ui';

/** Not-found (spec part 2 section 2.1): 'Oops!', a page-not-found message and 'На главную'. */
export function Component() {
  return <NotFoundScreen homeHref="/" />;
}
