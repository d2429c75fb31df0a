// The first paint of a page, rendered on the server (built for Node by scripts/prerender.mjs into dist-ssr/, loaded
// by apps/api spa.ts): the browser paints the page as soon as its HTML and inline CSS arrive, before any script.
// Pages without data (login, the card payment's first step) are the production screen in the machine's initial
// state; the consent and document pages run the production machine on the status the server itself answers,
// through the same client call the SPA makes. The SPA takes over in one frame (../lib/prerendered.ts).
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createActor } from 'xstate';
import {
  CONSENT_TEXT,
  createApiClient,
  epayMachine,
  matchRoute,
  needsSession,
  providePublicConfirmation,
  selectEpayView,
  selectPublicConfirmationView,
  type ApiClient,
  type PublicLanguage,
  type PublicStatus,
  type RouteDef,
  type SessionGrant,
} from '@sakta/core';
import { ConsentScreen, DocumentOtpScreen, EpayScreen } from '@sakta/ui';
import { App } from '../app';
import { preloadRoute } from '../router';
import { loadConsentStatus, loadDocumentStatus } from '../lib/public-pages';
import { isBuilt } from '../screens';
import { settle } from './settle';
import { signedInPaint } from './signed-in';

export interface PrerenderRequest {
  /** The page's URL (path and query). */
  url: URL;
  /** Calls the server's own API (the same answers the SPA will get). */
  fetch: typeof fetch;
  /** The key of the public pages' status answers. */
  payloadKey: string;
  /** The signed-in session the page request carries (its cookie, checked by the server), if any. */
  session?: SessionGrant | null;
  /** The customer's pages' language (the link's `lang`, else the cookie, else Accept-Language: apps/api spa.ts). */
  language?: PublicLanguage;
}

export interface Prerendered {
  html: string;
  /**
   * 'hydrate': the markup is the app's own tree, which the browser hydrates in place; else it is a copy, replaced by
   * the app shell once the route renders ('shell'), or by the page itself once its data is there ('page').
   */
  handOver: 'hydrate' | 'shell' | 'page';
  /** The same for every request of the route (the server keeps it compressed). */
  cacheable: boolean;
  /**
   * The app's chunks are asked for once the copy is painted, so on a slow phone the bandwidth goes to the page
   * first (the public pages, whose copy is the page); a signed-in screen's are fetched with it.
   */
  scriptsAfterPaint: boolean;
}

const ignore = () => undefined;
/** A status the API refuses (a malformed IIN or ulid): no first paint; the SPA shows the API's message. */
const noStatus = () => null;

function paramsOf(def: RouteDef, pathname: string): Record<string, string> {
  const names = def.path.split('/');
  const values = pathname.replace(/\/+$/, '').split('/');
  return Object.fromEntries(
    names.flatMap((n, i) => (n.startsWith(':') ? [[n.slice(1), decodeURIComponent(values[i] ?? '')]] : [])),
  );
}

/** The public confirmation machine settled on `status`: the view the SPA shows once it has loaded the same. */
async function confirmationView(subject: string, code: string, status: PublicStatus) {
  const machine = providePublicConfirmation({
    loadStatus: () => Promise.resolve(status),
    accept: () => new Promise<never>(ignore),
  });
  const settled = await settle(machine, { subject, code }, (s) => !s.hasTag('loading'));
  return selectPublicConfirmationView(settled);
}

async function render(def: RouteDef, req: PrerenderRequest, api: ApiClient): Promise<Prerendered | null> {
  const params = paramsOf(def, req.url.pathname);
  const code = req.url.searchParams.get('code') ?? '';
  const language = req.language ?? 'ru';
  switch (def.id) {
    case 'login': {
      // the app's own tree, which the browser hydrates in place (src/boot.tsx)
      await preloadRoute('login');
      const location = req.url.pathname + req.url.search;
      const html = renderToString(
        <App router={(routes) => <StaticRouter location={location}>{routes}</StaticRouter>} hydrating />,
      );
      return { html, handOver: 'hydrate', cacheable: true, scriptsAfterPaint: true };
    }
    case 'epay': {
      const id = params.id ?? '';
      const view = selectEpayView(createActor(epayMachine, { input: { id } }).getSnapshot());
      const html = renderToStaticMarkup(
        <EpayScreen
          id={id}
          view={view}
          language={language}
          onLanguageChange={ignore}
          onClose={ignore}
          onRetry={ignore}
        />,
      );
      return { html, handOver: 'shell', cacheable: false, scriptsAfterPaint: true };
    }
    case 'kdp': {
      const iin = params.iin ?? '';
      const status = await loadConsentStatus(api, iin, req.payloadKey).catch(noStatus);
      if (!status) return null;
      const view = await confirmationView(iin, code, status);
      const html = renderToStaticMarkup(
        <ConsentScreen
          view={view}
          language={language}
          onLanguageChange={ignore}
          text={CONSENT_TEXT}
          onDownload={ignore}
          onCodeChange={ignore}
          onVerify={ignore}
          onRetry={ignore}
        />,
      );
      return { html, handOver: 'page', cacheable: false, scriptsAfterPaint: true };
    }
    case 'funcOtp': {
      const ulid = params.ulid ?? '';
      const status = await loadDocumentStatus(api, ulid, req.payloadKey).catch(noStatus);
      if (!status) return null;
      const view = await confirmationView(ulid, code, status);
      const html = renderToStaticMarkup(
        <DocumentOtpScreen
          view={view}
          language={language}
          onLanguageChange={ignore}
          onCodeChange={ignore}
          onVerify={ignore}
          onRetry={ignore}
        />,
      );
      return { html, handOver: 'page', cacheable: false, scriptsAfterPaint: true };
    }
    default:
      return null;
  }
}

/** The first paint of the page at `req.url`, or null for a page that is not prerendered. */
export async function prerender(req: PrerenderRequest): Promise<Prerendered | null> {
  const def = matchRoute(req.url.pathname);
  if (!def || !isBuilt(def.id)) return null;
  const session = req.session ?? null;
  const api = createApiClient({
    baseUrl: req.url.origin,
    fetch: req.fetch,
    getToken: () => session?.access_token ?? null,
  });
  if (needsSession(def)) {
    const html = session ? await signedInPaint(def, req.url, session, api) : null;
    return html === null ? null : { html, handOver: 'page', cacheable: false, scriptsAfterPaint: false };
  }
  return render(def, req, api);
}
