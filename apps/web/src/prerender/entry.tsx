// The first paint of a page, rendered on the server (built for Node by scripts/prerender.mjs into dist-ssr/, loaded
// by apps/api spa.ts): the browser paints the page as soon as its HTML and inline CSS arrive, before any script.
// The login and the customer's pages are the app's own tree (src/app.tsx), which the browser hydrates in place: the
// consent and document pages with their machine run on the status the server itself answers, through the same
// client call the SPA makes, and persisted into the page (../lib/prerendered.ts PaintedState), the customer's pages
// in the customer's language. A signed-in screen is a copy the SPA replaces (./signed-in.tsx).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import {
  createApiClient,
  matchRoute,
  needsSession,
  providePublicConfirmation,
  type ApiClient,
  type PublicLanguage,
  type PublicStatus,
  type RouteDef,
  type SessionGrant,
} from '@sakta/core';
import { App } from '../app';
import type { PaintedState } from '../lib/prerendered';
import { answersOwner, recordingFetch } from '../lib/page-answers';
import { preloadRoute } from '../router';
import { loadConsentStatus, loadDocumentStatus } from '../lib/public-pages';
import { isBuilt } from '../screens';
import { started } from './settle';
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
  /** A hydrated page's PaintedState as JSON (the page carries it for the browser's first render). */
  state?: string;
  /** The same for every request of the route (the server keeps it compressed). */
  cacheable: boolean;
  /**
   * The app's chunks are asked for once the copy is painted, so on a slow phone the bandwidth goes to the page
   * first (the public pages, whose copy is the page); a signed-in screen's are fetched with it.
   */
  scriptsAfterPaint: boolean;
  /** A signed-in screen's PageAnswers as JSON: the API's answers it was painted from (lib/page-answers.ts). */
  answers?: string;
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

/**
 * The public confirmation machine run to `status` (what the page shows once it has loaded it), persisted: the
 * page's machine is restored from it, on the server to render and in the browser to hydrate.
 */
async function confirmationSnapshot(subject: string, code: string, status: PublicStatus) {
  const machine = providePublicConfirmation({
    loadStatus: () => Promise.resolve(status),
    accept: () => new Promise<never>(ignore),
  });
  const actor = await started(
    machine,
    { subject, code },
    (s: SnapshotFrom<typeof machine>) => !s.hasTag('loading'),
  );
  try {
    return actor.getPersistedSnapshot();
  } finally {
    actor.stop();
  }
}

/** The app's own tree at `url`, as the browser's first render will hydrate it (src/boot.tsx). */
async function appTree(def: RouteDef, url: URL, painted: PaintedState): Promise<Prerendered> {
  await preloadRoute(def.id);
  const location = url.pathname + url.search;
  const html = renderToString(
    <App router={(routes) => <StaticRouter location={location}>{routes}</StaticRouter>} painted={painted} />,
  );
  const forEveryone = def.id === 'login';
  return {
    html,
    handOver: 'hydrate',
    state: JSON.stringify(painted),
    cacheable: forEveryone,
    scriptsAfterPaint: true,
  };
}

async function render(def: RouteDef, req: PrerenderRequest, api: ApiClient): Promise<Prerendered | null> {
  const params = paramsOf(def, req.url.pathname);
  const code = req.url.searchParams.get('code') ?? '';
  const language = req.language ?? 'ru';
  switch (def.id) {
    case 'login':
      return appTree(def, req.url, {});
    case 'epay':
      return appTree(def, req.url, { language });
    case 'kdp': {
      const status = await loadConsentStatus(api, params.iin ?? '', req.payloadKey).catch(noStatus);
      if (!status) return null;
      const kdp = await confirmationSnapshot(params.iin ?? '', code, status);
      return appTree(def, req.url, { language, snapshots: { kdp } });
    }
    case 'funcOtp': {
      const status = await loadDocumentStatus(api, params.ulid ?? '', req.payloadKey).catch(noStatus);
      if (!status) return null;
      const funcOtp = await confirmationSnapshot(params.ulid ?? '', code, status);
      return appTree(def, req.url, { language, snapshots: { funcOtp } });
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
  const recording = recordingFetch(req.fetch);
  const api = createApiClient({
    baseUrl: req.url.origin,
    fetch: session ? recording.fetch : req.fetch,
    getToken: () => session?.access_token ?? null,
  });
  if (needsSession(def)) {
    const html = session ? await signedInPaint(def, req.url, session, api) : null;
    if (html === null || !session) return null;
    const answers = JSON.stringify({ user: answersOwner(session.user), answers: recording.answers });
    return { html, handOver: 'page', cacheable: false, scriptsAfterPaint: false, answers };
  }
  return render(def, req, api);
}
