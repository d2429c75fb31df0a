// The department modal of the departments tab (a lazy chunk): core's department modal machine provided with its
// calls (department-item, the dictionaries users-head, terminals and departments through the query cache,
// create-department); the save as a notification, its refusal in the modal's red alert.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import {
  createDepartmentEndpoint,
  departmentFormMachine,
  departmentItemEndpoint,
  selectDepartmentFormView,
} from '@sakta/core/organisation';
import { DepartmentModal } from '@sakta/ui';
import { useApi } from '../lib/api';
import {
  organisationDictionaries,
  useSavedNotice,
  type OrganisationModalProps,
} from '../lib/organisation-modal';

export function DepartmentModalContainer({ id, onClose, onSaved }: OrganisationModalProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      departmentFormMachine.provide({
        actors: {
          load: fromPromise(async ({ input, signal }) => {
            const [dictionaries, item] = await Promise.all([
              organisationDictionaries(api, queryClient),
              input.id === null ? null : api.call(departmentItemEndpoint, { id: input.id }, { signal }),
            ]);
            return { item: item?.data ?? null, ...dictionaries };
          }),
          save: fromPromise(({ input, signal }) => api.call(createDepartmentEndpoint, input, { signal })),
        },
      }),
    [api, queryClient],
  );
  const actor = useActorRef(machine, { input: { id } });
  const view = useSelector(actor, selectDepartmentFormView);
  useSavedNotice(actor, onSaved);

  return (
    <DepartmentModal
      view={view.status === 'saved' ? null : view}
      onEdit={(field, value) => actor.send({ type: 'EDIT', field, value })}
      onHead={(head) => actor.send({ type: 'SET_HEAD', id: head })}
      onTerminal={(terminal) => actor.send({ type: 'SET_TERMINAL', id: terminal })}
      onParent={(parent) => actor.send({ type: 'SET_PARENT', id: parent })}
      onStatus={(status) => actor.send({ type: 'SET_STATUS', status })}
      onType={(departmentType) => actor.send({ type: 'SET_TYPE', departmentType })}
      onSave={() => actor.send({ type: 'SAVE' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onClose={onClose}
    />
  );
}
