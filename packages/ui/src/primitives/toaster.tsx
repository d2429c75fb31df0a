/**
 * Notifications (spec part 1 section 9): `notify()` from anywhere, one `<Toaster>` mounted by the app. This file is
 * the app-wide store, the kinds with their default titles and the spec's 7000 ms; it is in every page's first
 * render, so it stays small. The view (toaster-view.tsx: Radix Toast with swipe, pause on hover and focus, the F8
 * hotkey, 'Показать детали') is its own chunk, fetched once the page is idle or at the first notification.
 */
import { useSyncExternalStore, type ComponentType } from 'react';
import { ru } from '@sakta/core';
import { lazyModule, useLazyModule } from '../lib/lazy-module';
import { uiStrings } from '../lib/strings';

/** Spec part 1 section 9: notifications stay 7000 ms (where they stand: toaster-view.tsx). */
export const NOTIFY_DURATION_MS = 7000;

export type NotifyKind = 'success' | 'warning' | 'error' | 'info';

export interface NotifyInput {
  kind: NotifyKind;
  /** Defaults: 'Успех', 'Предупреждение', 'Ошибка'; info has no default title. */
  title?: string;
  message: string;
  /** Technical details; shown behind 'Показать детали' only where the Toaster allows it (admins). */
  details?: string;
}

export interface Notification {
  id: number;
  kind: NotifyKind;
  title: string | null;
  message: string;
  details: string | null;
  /** False while it leaves (its exit or swipe animation); it is dropped from the list right after. */
  open: boolean;
  /** When it was raised (ms): a page change dismisses what the page left behind (leavePage). */
  at: number;
}

/** The notifications' words: the kinds' default titles, the close button's and the region's names. */
export interface NotificationLabels {
  success: string;
  warning: string;
  error: string;
  close: string;
  /** The region ('Уведомления', F8). */
  region: string;
  /** One notification. */
  item: string;
}

const RUSSIAN_LABELS: NotificationLabels = {
  success: ru.notify.success,
  warning: ru.notify.warning,
  error: ru.notify.error,
  close: uiStrings.close,
  region: uiStrings.notifications,
  item: uiStrings.notification,
};

let labels = RUSSIAN_LABELS;
const labelListeners = new Set<() => void>();

/**
 * The notifications' words from now on: a page in another language (the customer's pages in Kazakh) sets its
 * own, and null puts the Russian ones back when it leaves.
 */
export function setNotificationLabels(next: NotificationLabels | null): void {
  const value = next ?? RUSSIAN_LABELS;
  if (value === labels) return;
  labels = value;
  for (const listener of labelListeners) listener();
}

const subscribeLabels = (listener: () => void) => {
  labelListeners.add(listener);
  return () => labelListeners.delete(listener);
};
const getLabels = () => labels;

export function useNotificationLabels(): NotificationLabels {
  return useSyncExternalStore(subscribeLabels, getLabels, getLabels);
}

const defaultTitle = (kind: NotifyKind): string | null => (kind === 'info' ? null : labels[kind]);

/** How long a closed notification stays in the list so its exit animation can run. */
const LEAVE_MS = 500;

// A tiny external store: one list of notifications for the whole app (useSyncExternalStore reads it).
let items: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Notification[]) {
  items = next;
  for (const listener of listeners) listener();
}

/** Shows a notification; returns its id. Callable from anywhere (not only from React). */
export function notify(input: NotifyInput): number {
  const id = nextId++;
  emit([
    ...items,
    {
      id,
      kind: input.kind,
      title: input.title ?? defaultTitle(input.kind),
      message: input.message,
      details: input.details ?? null,
      open: true,
      at: Date.now(),
    },
  ]);
  return id;
}

/** Closes a notification (it animates out, then leaves the list). */
export function dismiss(id: number): void {
  if (!items.some((n) => n.id === id && n.open)) return;
  emit(items.map((n) => (n.id === id ? { ...n, open: false } : n)));
  setTimeout(() => {
    if (items.some((n) => n.id === id)) emit(items.filter((n) => n.id !== id));
  }, LEAVE_MS);
}

/**
 * What raised a notification within this long before a page change was the action that changed the page ('Пароль
 * был успешно изменен' on the way to /login): it goes along to the next page.
 */
export const CARRIED_MS = 1500;

/**
 * The page changed: the notifications that belonged to the page it left close ('Неверный код' does not follow the
 * user to the next page, over its header); the one that reported the change itself stays.
 */
export function leavePage(now: number = Date.now()): void {
  for (const n of items) if (n.open && n.at < now - CARRIED_MS) dismiss(n.id);
}

/** Removes every notification at once (tests, logout). */
export function dismissAll(): void {
  if (items.length > 0) emit([]);
}

export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotifications(): readonly Notification[] {
  return items;
}

export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(subscribeNotifications, getNotifications, getNotifications);
}

export interface ToasterProps {
  /** Admins see 'Показать детали' on notifications that carry details. */
  showDetails?: boolean;
  className?: string;
}

const view = lazyModule<ComponentType<ToasterProps>>(() =>
  import('./toaster-view').then((m) => m.ToasterView),
);

/** Fetches the Radix view of the notifications (tests await it so notifications render at once). */
export const preloadToaster = (): Promise<unknown> => view.load();

/**
 * Renders the notifications of `notify()` where no control is (region 'Уведомления', F8). Mount once. Until
 * its view's chunk has arrived (an idle moment after the first render, or the first notification) it renders
 * nothing; notifications made meanwhile show when it arrives (one that cannot fetch it tries again with the next).
 */
export function Toaster(props: ToasterProps) {
  const Loaded = useLazyModule(view, useNotifications().length > 0).value;
  return Loaded ? <Loaded {...props} /> : null;
}
