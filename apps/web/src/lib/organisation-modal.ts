// What the edit modals of /branches' tabs share (department, employee, terminal): the dictionaries they choose
// from, through the query cache, and the save's notice.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyActorRef } from 'xstate';
import type { ApiClient } from '@sakta/core';
import {
  departmentsDictionaryEndpoint,
  terminalsDictionaryEndpoint,
  usersHeadDictionaryEndpoint,
} from '@sakta/core/organisation';
import { notify } from '@sakta/ui';
import { dictionaryQuery } from './queries';

/** What a tab gives its edit modal: the object edited (null: a new one), closing, and what follows a save. */
export interface OrganisationModalProps {
  id: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The departments, the heads (users-head) and the terminals, each fetched once and kept in the query cache. */
export async function organisationDictionaries(api: ApiClient, queryClient: QueryClient) {
  const dictionary = (name: string, ep: typeof departmentsDictionaryEndpoint) =>
    queryClient.ensureQueryData(
      dictionaryQuery(name, async (s) => (await api.call(ep, undefined, { signal: s })).data),
    );
  const [departments, heads, terminals] = await Promise.all([
    dictionary('departments', departmentsDictionaryEndpoint),
    dictionary('users-head', usersHeadDictionaryEndpoint),
    dictionary('terminals', terminalsDictionaryEndpoint),
  ]);
  return { departments, heads, terminals };
}

/** The form machine's 'saved': its message as a success notice, then `onSaved` (the tab closes and reloads). */
export function useSavedNotice(actor: AnyActorRef, onSaved: () => void) {
  useEffect(() => {
    const saved = actor.on('saved', (e: { message: string }) => {
      notify({ kind: 'success', message: e.message });
      onSaved();
    });
    return () => saved.unsubscribe();
  }, [actor, onSaved]);
}
