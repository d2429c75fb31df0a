// What a signed-in screen's first paint is (src/prerender/signed-in.tsx lists them) and the pieces they share.
import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { selectPagedListView, type ApiClient, type PagedListSnapshot, type User } from '@sakta/core';

/**
 * A screen's first paint for the page at `url`: its content, rendered while the actors it started (`keep`) still
 * run; null when the screen has none for this URL.
 */
export type ScreenPaint = (
  user: User,
  api: ApiClient,
  keep: (actor: AnyActorRef) => void,
  url: URL,
) => Promise<ReactNode | null>;

/** A call the first paint never makes (it shows the screen as loaded, nothing opened). */
export const never = () => new Promise<never>(() => undefined);

/** What the user would do on an inert copy: nothing. */
export const ignore = () => undefined;
export const ignoreAsync = () => Promise.resolve();

/** A paged list's first page is there (or its failure). */
export const listLoaded = (s: PagedListSnapshot) => selectPagedListView(s).status !== 'loading';
