import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { type ApiClient } from '@sakta/core';
import {
  AGREEMENT_CATALOGUE,
  AGREEMENT_EXPORT_FILE,
  adminAgreementConfirmersEndpoint,
  adminAgreementDeleteEndpoint,
  adminAgreementExportEndpoint,
  adminAgreementListEndpoint,
  adminAgreementSetEndpoint,
  adminAgreementSetUsersEndpoint,
  adminAgreementUsersEndpoint,
  provideConfirmers,
  selectConfirmersView,
  type AdminAgreement,
} from '@sakta/core/admin';
import { AgreementsAdminScreen, RecipientsDialog, notify } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useCatalogue } from '../lib/catalogue';
import { saveFile } from '../lib/save-file';

/**
 * /admin/agreement (role 0): the agreements catalogue (core's catalogue machine) and, for one agreement at a
 * time, its recipients modal (core's confirmers machine, started when the modal opens).
 */
export function Component() {
  const api = useApi();
  const { view, handlers } = useCatalogue<AdminAgreement>(AGREEMENT_CATALOGUE, () => ({
    list: async () => (await api.call(adminAgreementListEndpoint, undefined)).data,
    save: ({ id, form }) =>
      api.call(adminAgreementSetEndpoint, {
        id,
        title: String(form.title),
        description: String(form.description ?? ''),
        document: String(form.document ?? ''),
        status: form.status === 0 ? 0 : 1,
      }),
    remove: (id) => api.call(adminAgreementDeleteEndpoint, undefined, { params: { id: String(id) } }),
    setStatus: () => Promise.resolve(),
  }));
  const [recipientsOf, setRecipientsOf] = useState<AdminAgreement | null>(null);
  const { onToggle: _unused, ...rest } = handlers;
  return (
    <AgreementsAdminScreen
      view={view}
      {...rest}
      onRecipients={(id) => setRecipientsOf(view.items.find((a) => a.id === id) ?? null)}
      recipients={
        recipientsOf ? (
          <Recipients
            key={recipientsOf.id}
            api={api}
            agreement={recipientsOf}
            onClose={() => setRecipientsOf(null)}
          />
        ) : null
      }
    />
  );
}

function Recipients({
  api,
  agreement,
  onClose,
}: {
  api: ApiClient;
  agreement: AdminAgreement;
  onClose: () => void;
}) {
  const machine = useMemo(
    () =>
      provideConfirmers({
        load: async (id) => {
          const params = { id: String(id) };
          const [confirmers, users] = await Promise.all([
            api.call(adminAgreementConfirmersEndpoint, undefined, { params }),
            api.call(adminAgreementUsersEndpoint, undefined),
          ]);
          return { confirmers: confirmers.data, groups: users.data };
        },
        save: (id, users) => api.call(adminAgreementSetUsersEndpoint, { id, users }),
        exportXlsx: async (id) =>
          saveFile(
            await api.download(adminAgreementExportEndpoint, undefined, { query: { id } }),
            AGREEMENT_EXPORT_FILE,
          ),
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { agreementId: agreement.id } });
  useEffect(() => {
    const subs = [
      actor.on('failure', (e) => notify({ kind: 'error', message: e.message })),
      actor.on('success', (e) => notify({ kind: 'success', message: e.message })),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);
  const view = useSelector(actor, selectConfirmersView);
  return (
    <RecipientsDialog
      view={view}
      agreementTitle={agreement.title}
      onAdd={(userId) => actor.send({ type: 'ADD', userId })}
      onAddAll={(role) => actor.send({ type: 'ADD_ALL', role })}
      onRemove={(userId) => actor.send({ type: 'REMOVE', userId })}
      onClear={() => actor.send({ type: 'CLEAR' })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onExport={() => actor.send({ type: 'EXPORT' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onClose={onClose}
    />
  );
}
