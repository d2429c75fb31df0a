import { assign, type AnyEventObject, type EventObject } from 'xstate';

type FieldEdit = { field: string; value: unknown };

/**
 * The filter form of a list screen: TOGGLE_FILTERS shows or hides it (`filtersOpen`), EDIT_FILTER {field, value}
 * changes one field of the filter not yet applied (`draft`, or `form` as some machines name it).
 * `filterForm<Context, Event>()` gives the actions typed for one machine.
 */
export function filterForm<C extends object, E extends EventObject>() {
  const edit = (key: 'draft' | 'form') =>
    assign<C, AnyEventObject, undefined, E, never>(({ context, event }) => {
      const { field, value } = event as unknown as FieldEdit;
      const current = (context as Record<typeof key, object>)[key];
      return { [key]: { ...current, [field]: value } } as Partial<C>;
    });
  return {
    toggle: assign<C, AnyEventObject, undefined, E, never>(({ context }) => {
      const { filtersOpen } = context as { filtersOpen?: boolean };
      return { filtersOpen: !filtersOpen } as unknown as Partial<C>;
    }),
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
