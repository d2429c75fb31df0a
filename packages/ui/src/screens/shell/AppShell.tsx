import { useId, useState, type ReactNode } from 'react';
import { LifeBuoy, Menu, X } from 'lucide-react';
import { ROUTES, ru, type Crumb, type MenuEntry } from '@sakta/core';
import { cn } from '../../lib/cn';
import { uiStrings } from '../../lib/strings';
import { UiLink } from '../../primitives/link';
import { Brand } from '../../primitives/brand';
import { RouteIcon } from './route-icon';

export interface AppShellUser {
  fullName: string;
  roleName: string;
}

export interface AppShellProps {
  /** Sidebar entries for the user's role (core's menuFor), without the home page. */
  menu: readonly MenuEntry[];
  /** Current pathname: marks the active menu entry. */
  activePath: string;
  /** Page title (h1). */
  title: string;
  /** Breadcrumbs from the home page down to this page (core's breadcrumbs); the last one is the current page. */
  breadcrumbs: readonly Crumb[];
  user: AppShellUser;
  /** The session ring (SessionRing). */
  session?: ReactNode;
  /** App version shown in the footer. */
  version: string;
  /** Opens the versions list; without it the version is plain text. */
  onVersionClick?: () => void;
  supportHref: string;
  homeHref?: string;
  profileHref?: string;
  children: ReactNode;
}

function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

function isActive(path: string, activePath: string): boolean {
  return activePath === path || activePath.startsWith(`${path}/`);
}

function MenuLink({
  to,
  id,
  title,
  active,
  onNavigate,
}: {
  to: string;
  id: string;
  title: string;
  active: boolean;
  onNavigate: () => void;
}) {
  return (
    <li>
      <UiLink
        to={to}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground transition-colors outline-none',
          'hover:bg-sidebar-hover hover:text-white focus-visible:ring-2 focus-visible:ring-white',
          'aria-[current=page]:bg-sidebar-active aria-[current=page]:text-white aria-[current=page]:shadow-sm',
        )}
      >
        <RouteIcon id={id} className="size-4 shrink-0 opacity-90" />
        <span className="truncate">{title}</span>
      </UiLink>
    </li>
  );
}

/** The main layout: sidebar menu, header with breadcrumbs, title, session ring and user, footer. */
export function AppShell({
  menu,
  activePath,
  title,
  breadcrumbs,
  user,
  session,
  version,
  onVersionClick,
  supportHref,
  homeHref = ROUTES.index.path,
  profileHref = ROUTES.profile.path,
  children,
}: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const close = () => setMenuOpen(false);
  const versionText = `${ru.app.version} ${version}`;

  return (
    <div data-slot="app-shell" className="flex min-h-dvh bg-background">
      {/* the first stop of the keyboard: straight to the page's content, past the menu and the header */}
      <a
        href="#content"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-none"
      >
        {uiStrings.skipToContent}
      </a>
      {menuOpen ? (
        <div className="fixed inset-0 z-30 bg-slate-950/40 lg:hidden" aria-hidden="true" onClick={close} />
      ) : null}
      <aside
        id={sidebarId}
        data-open={menuOpen || undefined}
        className={cn(
          'w-64 shrink-0 flex-col bg-sidebar text-sidebar-foreground',
          menuOpen ? 'fixed inset-y-0 left-0 z-40 flex shadow-popover' : 'hidden',
          'lg:sticky lg:top-0 lg:flex lg:h-dvh lg:shadow-none',
        )}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 px-5">
          <UiLink
            to={homeHref}
            onClick={close}
            className="flex items-center gap-2.5 rounded-md text-white outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Brand />
          </UiLink>
          <button
            type="button"
            onClick={close}
            aria-label={uiStrings.closeMenu}
            className="rounded-md p-1.5 text-sidebar-foreground outline-none hover:bg-sidebar-hover focus-visible:ring-2 focus-visible:ring-white lg:hidden"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={uiStrings.menu} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="grid gap-1">
            <MenuLink
              to={homeHref}
              id="index"
              title={ROUTES.index.title}
              active={activePath === homeHref}
              onNavigate={close}
            />
            {menu.map((entry) => (
              <MenuLink
                key={entry.id}
                to={entry.path}
                id={entry.id}
                title={entry.title}
                active={isActive(entry.path, activePath)}
                onNavigate={close}
              />
            ))}
          </ul>
        </nav>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="app-header"
          className="sticky top-0 z-20 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85"
        >
          <div className="flex min-h-16 items-center gap-3 px-4 py-2 sm:px-6">
            <button
              type="button"
              onClick={() => setMenuOpen((v) => !v)}
              aria-expanded={menuOpen}
              aria-controls={sidebarId}
              aria-label={uiStrings.openMenu}
              className="-ml-1 rounded-md p-2 text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
            >
              <Menu className="size-5" aria-hidden="true" />
            </button>
            <div className="min-w-0 flex-1">
              {breadcrumbs.length > 1 ? (
                <nav aria-label={uiStrings.breadcrumbs}>
                  <ol className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                    {breadcrumbs.map((crumb, i) => {
                      const last = i === breadcrumbs.length - 1;
                      return (
                        <li key={crumb.id} className="flex items-center gap-1">
                          {i > 0 ? (
                            <span aria-hidden="true" className="text-muted-foreground/60">
                              /
                            </span>
                          ) : null}
                          {last ? (
                            <span aria-current="page" className="font-medium text-foreground">
                              {crumb.title}
                            </span>
                          ) : (
                            <UiLink
                              to={crumb.path}
                              className="rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                            >
                              {crumb.title}
                            </UiLink>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                </nav>
              ) : null}
              <h1 className="truncate text-lg leading-tight font-semibold text-foreground sm:text-xl">
                {title}
              </h1>
            </div>
            {session ? <div className="shrink-0">{session}</div> : null}
            <UiLink
              to={profileHref}
              className="flex shrink-0 items-center gap-3 rounded-lg px-2 py-1.5 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
                aria-hidden="true"
              >
                {initials(user.fullName)}
              </span>
              <span className="sr-only min-w-0 text-left sm:not-sr-only sm:grid">
                <span className="truncate text-sm font-medium text-foreground">{user.fullName}</span>
                <span className="truncate text-xs text-muted-foreground">{user.roleName}</span>
              </span>
            </UiLink>
          </div>
        </header>

        <main id="content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6">
          {children}
        </main>

        <footer className="flex flex-wrap items-center justify-between gap-2 border-t bg-card px-4 py-3 text-xs text-muted-foreground sm:px-6">
          {onVersionClick ? (
            <button
              type="button"
              onClick={onVersionClick}
              className="rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {versionText}
            </button>
          ) : (
            <span>{versionText}</span>
          )}
          <a
            href={supportHref}
            className="inline-flex items-center gap-1.5 rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LifeBuoy className="size-3.5" aria-hidden="true" />
            {ru.app.support}
          </a>
        </footer>
      </div>
    </div>
  );
}
