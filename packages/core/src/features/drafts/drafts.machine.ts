import { filterForm, listPage, type FilterFormEvent } from '../../shared/machines/filter-form';
import { unprovided } from '../../shared/machines/unprovided';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import type { Page } from '../../shared/api/common';
import { fmt } from '../../shared/i18n/ru';
import {
  pagedListMachine,
  type PagedListView,
  pagedListInput,
} from '../../shared/machines/paged-list.machine';
import { draftHref, productPageOf } from '../../shared/product-pages';
import { canAccess, deniedText, ROUTES, type RouteId, type SessionUser } from '../../shared/routes';
import {
  cleanDraftFilter,
  draftFilterQuery,
  EMPTY_DRAFT_FILTER,
  type DraftFilter,
  type DraftFilterField,
} from './drafts-filter';
import { ruDrafts } from './ru';

/**
 * The drafts screen /drafts (spec part 2 sections 2.6, 3.9, 6, 7.3, 9): the cards as the shared paged list (child
 * 'list', 9 a page, 5 page links), the filter of role 0, and delete with a confirmation.
 *
 *   active (child 'list' with {page, query}):
 *     idle --EDIT_FILTER--> the form changes (role 0)
 *          --APPLY--> the list restarts on page 1 with the form's filter (role 0)   --RESET_FILTERS--> empty filter
 *          --ASK_DELETE {id}--> confirming ('Удалить черновик №{id}?') --CANCEL--> idle
 *     confirming --CONFIRM--> deleting --ok--> the list restarts on its first page (the server's refreshed drafts)
 *                                      --failure--> confirming with the message
 */

export interface DraftsInput {
  /** Role 0 filters by insurer, product and user; everyone else sees only their own drafts. */
  canFilter: boolean;
  filter?: Partial<Record<DraftFilterField, string | null>>;
  page?: number;
}

export interface DraftsContext {
  canFilter: boolean;
  filter: DraftFilter;
  /** The filter form as edited, applied with APPLY. */
  form: DraftFilter;
  page: number;
  /** The draft whose deletion is being confirmed. */
  confirmId: string | null;
  error: string | null;
}

export type DraftsEvent =
  | FilterFormEvent<DraftFilterField>
  | { type: 'ASK_DELETE'; id: string }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

const listInput = ({ context }: { context: DraftsContext }) =>
  pagedListInput(context.page, context.canFilter ? draftFilterQuery(context.filter) : {});

const filters = filterForm<DraftsContext, DraftsEvent>();

export const draftsMachine = setup({
  types: {
    context: {} as DraftsContext,
    events: {} as DraftsEvent,
    input: {} as DraftsInput,
  },
  actors: {
    list: pagedListMachine,
    remove: unprovided<unknown, { id: string }>('draftsMachine', 'remove'),
  },
  guards: {
    canFilter: ({ context }) => context.canFilter,
  },
  actions: {
    forget: assign({ confirmId: null, error: null }),
  },
}).createMachine({
  id: 'drafts',
  context: ({ input }) => {
    const filter = input.canFilter ? cleanDraftFilter(input.filter ?? {}) : EMPTY_DRAFT_FILTER;
    return {
      canFilter: input.canFilter,
      filter,
      form: filter,
      page: listPage(input.page),
      confirmId: null,
      error: null,
    };
  },
  initial: 'active',
  states: {
    active: {
      invoke: { id: 'list', src: 'list', input: listInput },
      on: {
        EDIT_FILTER: {
          guard: 'canFilter',
          actions: filters.editForm,
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            APPLY: {
              guard: 'canFilter',
              target: '#drafts.active',
              reenter: true,
              actions: filters.applied('form', cleanDraftFilter),
            },
            RESET_FILTERS: {
              guard: 'canFilter',
              target: '#drafts.active',
              reenter: true,
              actions: filters.reset('form', EMPTY_DRAFT_FILTER),
            },
            ASK_DELETE: {
              target: 'confirming',
              actions: assign({ confirmId: ({ event }) => event.id, error: null }),
            },
          },
        },
        confirming: {
          on: {
            CANCEL: { target: 'idle', actions: 'forget' },
            CONFIRM: { target: 'deleting', actions: assign({ error: null }) },
          },
        },
        deleting: {
          tags: ['loading'],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ id: context.confirmId ?? '' }),
            onDone: { target: '#drafts.active', reenter: true, actions: ['forget', assign({ page: 1 })] },
            onError: {
              target: 'confirming',
              actions: assign({ error: ({ event }) => errorText(event.error) }),
            },
          },
        },
      },
    },
  },
});

export type DraftsSnapshot = SnapshotFrom<typeof draftsMachine>;

export interface DraftsConfirmView {
  id: string;
  /** 'Удалить черновик №{id}?' */
  question: string;
  deleting: boolean;
  error: string | null;
}

export interface DraftsView {
  canFilter: boolean;
  /** The filter applied to the list. */
  filter: DraftFilter;
  /** The filter form as edited. */
  form: DraftFilter;
  confirm: DraftsConfirmView | null;
}

export function selectDraftsView(s: DraftsSnapshot): DraftsView {
  const c = s.context;
  const confirming = s.matches({ active: 'confirming' }) || s.matches({ active: 'deleting' });
  return {
    canFilter: c.canFilter,
    filter: c.filter,
    form: c.form,
    confirm:
      confirming && c.confirmId !== null
        ? {
            id: c.confirmId,
            question: fmt(ruDrafts.confirmDelete, { id: c.confirmId }),
            deleting: s.matches({ active: 'deleting' }),
            error: c.error,
          }
        : null,
  };
}

/** What a card needs to link to its product page. */
export interface DraftCardRow {
  id: string;
  product: string;
  product_type?: number | null;
}

/** A card's way to its product page: the 'Оформить' link, or (null) why there is none. */
export interface DraftCardOpening {
  href: string | null;
  /** Why the card offers no 'Оформить' (null while it does). */
  unavailable: string | null;
}

/**
 * The cards of a page with their 'Оформить' link to the product page. A card whose page the user may not open
 * (role 8 signed in without its APC: every OGPO draft) says why instead, with the not-found page's words (core's
 * deniedText), so no link leads to a refusal; a page not built yet says so.
 */
export function selectDraftCards<T extends DraftCardRow>(
  list: PagedListView<T>,
  isBuilt: (id: RouteId) => boolean,
  user: SessionUser | null,
): Array<T & DraftCardOpening> {
  return list.items.map((row) => {
    const page = productPageOf(row.product);
    if (page && user && !canAccess(user, ROUTES[page]))
      return { ...row, href: null, unavailable: deniedText(user, ROUTES[page]) };
    const href = draftHref({ ...row, draft: row.id }, isBuilt);
    return { ...row, href, unavailable: href ? null : ruDrafts.notBuilt };
  });
}

/** The calls of the drafts screen, for `provideDrafts`. */
export interface DraftsCalls {
  /** GET /api/draft/get?page=&… (role 0's filter as query). */
  page(page: number, query: Record<string, string> | undefined): Promise<Page<unknown>>;
  /** GET /api/draft/delete/{id}. */
  remove(id: string): Promise<unknown>;
}

export function provideDrafts(calls: DraftsCalls) {
  return draftsMachine.provide({
    actors: {
      list: pagedListMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => calls.page(input.page, input.query)) },
      }),
      remove: fromPromise(({ input }) => calls.remove(input.id)),
    },
  });
}
