// The employee modal of the employees tab (a lazy chunk): core's employee modal machine provided with its calls
// (user-item, the dictionaries through the query cache, the 1C lookup, create-user); failures and the save as
// notifications.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import type { RoleId } from '@sakta/core/shared';
import {
  createUserEndpoint,
  employeeFormMachine,
  employeeLookupEndpoint,
  selectEmployeeFormView,
  userItemEndpoint,
} from '@sakta/core/organisation';
import { EmployeeModal } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useFailureNotifications } from '../lib/failures';
import {
  organisationDictionaries,
  useSavedNotice,
  type OrganisationModalProps,
} from '../lib/organisation-modal';

export function EmployeeModalContainer({
  id,
  role,
  userId,
  onClose,
  onSaved,
}: OrganisationModalProps & { role: RoleId; userId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      employeeFormMachine.provide({
        actors: {
          load: fromPromise(async ({ input, signal }) => {
            const [dictionaries, item] = await Promise.all([
              organisationDictionaries(api, queryClient),
              input.id === null
                ? null
                : api.call(userItemEndpoint, { id: input.id, isEdit: true }, { signal }),
            ]);
            return { form: item?.data ?? null, isDep: item?.isDep ?? true, ...dictionaries };
          }),
          lookup: fromPromise(
            async ({ input, signal }) => (await api.call(employeeLookupEndpoint, input, { signal })).data,
          ),
          save: fromPromise(({ input, signal }) => api.call(createUserEndpoint, input, { signal })),
        },
      }),
    [api, queryClient],
  );
  const actor = useActorRef(machine, { input: { id, role, userId } });
  const view = useSelector(actor, selectEmployeeFormView);
  useFailureNotifications(actor);
  useSavedNotice(actor, onSaved);

  return (
    <EmployeeModal
      view={view.status === 'saved' ? null : view}
      onEdit={(field, value) => actor.send({ type: 'EDIT', field, value })}
      onToggleDep={() => actor.send({ type: 'TOGGLE_DEP' })}
      onSave={() => actor.send({ type: 'SAVE' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onClose={onClose}
    />
  );
}
