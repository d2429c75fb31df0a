import { assign, type AnyEventObject, type EventObject } from 'xstate';

type FieldEdit = { field: string; value: unknown };

/** The events of a list's filter form: a field typed, the form applied, the filter reset. */
export type FilterFormEvent<Field extends string> =
  { type: 'EDIT_FILTER'; field: Field; value: string } | { type: 'APPLY' } | { type: 'RESET_FILTERS' };

/**
 * The filter form of a list screen: TOGGLE_FILTERS shows or hides it (`filtersOpen`), EDIT_FILTER {field, value}
 * changes one field of the filter not yet applied (`draft`, or `form` as some machines name it).
 * `filterForm<Context, Event>()` gives the actions typed for one machine.
 */
export function filterForm<C extends object, E extends EventObject>() {
  const A = assign<C, AnyEventObject, undefined, E, never>;
  /** A change of the machine's context: the keys this kit writes are the machine's (C names them). */
  const change = (value: object) => value as Partial<C>;
  const edit = (key: 'draft' | 'form') =>
    A(({ context, event }) => {
      const { field, value } = event as AnyEventObject & FieldEdit;
      const current = (context as Record<typeof key, object>)[key];
      return change({ [key]: { ...current, [field]: value } });
    });
  const toggle = A(({ context }) => {
    const { filtersOpen } = context as { filtersOpen?: boolean };
    return change({ filtersOpen: !filtersOpen });
  });
  return {
    /** TOGGLE_FILTERS and EDIT_FILTER of a machine whose filter form is its `draft`. */
    draftEvents: { TOGGLE_FILTERS: { actions: toggle }, EDIT_FILTER: { actions: edit('draft') } },
    /** APPLY: the form (`key`) cleaned, applied and back in the form, page 1. */
    applied: <F>(key: 'draft' | 'form', clean: (raw: never) => F) =>
      A(({ context }) => {
        const filter = clean((context as Record<typeof key, never>)[key]);
        return change({ filter, [key]: filter, page: 1 });
      }),
    /** RESET_FILTERS: `empty` applied and in the form (`key`), back to page 1. */
    reset: <F>(key: 'draft' | 'form', empty: F) => A(() => change({ filter: empty, [key]: empty, page: 1 })),
    /** SHOW {filter, page} (the URL changed): the cleaned filter applied and in the draft, on that page. */
    shown: <F>(clean: (raw: never) => F) =>
      A(({ event }) => {
        const shown = event as AnyEventObject & { filter: never; page: number };
        const filter = clean(shown.filter);
        return change({ filter, draft: filter, page: listPage(shown.page) });
      }),
    toggle,
    editDraft: edit('draft'),
    editForm: edit('form'),
  };
}

/** A list's page from a URL or an event: a positive whole number, 1 for anything else. */
export const listPage = (page: number | undefined) => Math.max(1, Math.trunc(page ?? 1) || 1);

/** The opening context of a list with a filter form: `filter` applied and in the draft, the form closed. */
export const openFilter = <F>(filter: F, page: number | undefined) => ({
  filter,
  draft: filter,
  filtersOpen: false,
  page: listPage(page),
});
