import { useEffect, useState, useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { ru } from '@sakta/core';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';

/** Spec part 1 section 9: notifications stay 7000 ms, top right. */
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
}

const defaultTitles: Record<NotifyKind, string | null> = {
  success: ru.notify.success,
  warning: ru.notify.warning,
  error: ru.notify.error,
  info: null,
};

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
      title: input.title ?? defaultTitles[input.kind],
      message: input.message,
      details: input.details ?? null,
    },
  ]);
  return id;
}

export function dismiss(id: number): void {
  if (items.some((n) => n.id === id)) emit(items.filter((n) => n.id !== id));
}

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

const kindStyles: Record<NotifyKind, { icon: typeof Info; accent: string; iconColor: string }> = {
  success: { icon: CircleCheck, accent: 'before:bg-success', iconColor: 'text-success' },
  warning: { icon: TriangleAlert, accent: 'before:bg-orange', iconColor: 'text-warning' },
  error: { icon: CircleAlert, accent: 'before:bg-danger', iconColor: 'text-danger' },
  info: { icon: Info, accent: 'before:bg-primary', iconColor: 'text-primary' },
};

function Toast({ item, showDetails }: { item: Notification; showDetails: boolean }) {
  const [expanded, setExpanded] = useState(false);
  // The timer is a view concern: the toast removes itself after NOTIFY_DURATION_MS; it waits while details are open.
  useEffect(() => {
    if (expanded) return undefined;
    const timer = setTimeout(() => dismiss(item.id), NOTIFY_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, expanded]);

  const { icon: Icon, accent, iconColor } = kindStyles[item.kind];
  const canShowDetails = showDetails && item.details !== null;
  return (
    <li
      data-slot="toast"
      data-kind={item.kind}
      className={cn(
        'pointer-events-auto relative flex w-full gap-3 overflow-hidden rounded-lg border bg-card py-3 pr-10 pl-4 shadow-popover',
        'animate-toast-in before:absolute before:inset-y-0 before:left-0 before:w-1',
        accent,
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconColor)} aria-hidden="true" />
      <div className="grid min-w-0 gap-0.5 text-sm" role={item.kind === 'error' ? 'alert' : undefined}>
        {item.title ? <p className="font-semibold text-foreground">{item.title}</p> : null}
        <p className="text-muted-foreground break-words">{item.message}</p>
        {canShowDetails ? (
          <div className="mt-1 grid gap-1">
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
              className="w-fit rounded-sm text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
            >
              {expanded ? uiStrings.hideDetails : ru.notify.showDetails}
            </button>
            {expanded ? (
              <pre className="max-h-48 overflow-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap text-foreground">
                {item.details}
              </pre>
            ) : null}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label={uiStrings.close}
        className="absolute top-2.5 right-2.5 rounded-md p-1 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

export interface ToasterProps {
  /** Admins see 'Показать детали' on notifications that carry details. */
  showDetails?: boolean;
  className?: string;
}

/** Renders the notifications of `notify()` in the top right corner. Mount once. */
export function Toaster({ showDetails = false, className }: ToasterProps) {
  const list = useNotifications();
  return (
    <section
      data-slot="toaster"
      aria-label={uiStrings.notifications}
      className={cn(
        'pointer-events-none fixed top-4 right-4 z-[100] w-[min(24rem,calc(100vw-2rem))]',
        className,
      )}
    >
      <ol aria-live="polite" className="flex flex-col gap-2">
        {list.map((item) => (
          <Toast key={item.id} item={item} showDetails={showDetails} />
        ))}
      </ol>
    </section>
  );
}
