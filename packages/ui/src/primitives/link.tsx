import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** Props every link component gets: the app's router link must accept these (react-router's Link does). */
export interface UiLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
}

export type LinkComponent = ComponentType<UiLinkProps>;

function PlainLink({ to, ...props }: UiLinkProps) {
  return <a href={to} {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

/**
 * Lets the app decide how internal links navigate without the UI package knowing the router:
 * `<LinkProvider component={Link}>` in the web app (react-router's Link), nothing in Storybook (plain <a href>).
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** An internal link rendered by the provided link component, or a plain anchor. */
export function UiLink(props: UiLinkProps) {
  const Component = useContext(LinkContext);
  return <Component data-slot="link" {...props} />;
}
