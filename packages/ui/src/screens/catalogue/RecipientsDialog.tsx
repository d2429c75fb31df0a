import { CircleCheck, CircleX, Clock, Download, Plus, X } from 'lucide-react';
import { ROLE_NAMES, fmt, ruCatalogues, type ConfirmersView, type RoleId } from '@sakta/core';
import { Button } from '../../primitives/button';
import { DialogFooter } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Spinner } from '../../primitives/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '../../primitives/table';

/**
 * The recipients of an agreement, modal 'Список получатели' (spec part 1 section 2 "Agreements admin"): with no
 * recipients yet, the users grouped by role 0-8 on the left (each role with 'Добавить всех') and the chosen ones on
 * the right with 'Очистить', sent with 'Добавить'; once recipients exist, the read-only table (id, role, status
 * icon, full name) with 'Экспорт'. Renders core's selectConfirmersView.
 */
export interface RecipientsDialogProps {
  /** The modal's view; null: closed. */
  view: ConfirmersView | null;
  /** The agreement's title, under the modal's title. */
  agreementTitle: string;
  onAdd: (userId: number) => void;
  onAddAll: (role: number) => void;
  onRemove: (userId: number) => void;
  onClear: () => void;
  onSubmit: () => void;
  onExport: () => void;
  onRetry: () => void;
  onClose: () => void;
}

const t = ruCatalogues.confirmers;

const STATUS_ICONS = {
  0: { Icon: Clock, className: 'text-muted-foreground' },
  1: { Icon: CircleX, className: 'text-danger' },
  2: { Icon: CircleCheck, className: 'text-success' },
} as const;

/** A user of either list with its one action (add on the left, remove on the right). */
function UserLine({
  title,
  action,
  icon: Icon,
  disabled,
  onClick,
}: {
  title: string;
  action: string;
  icon: typeof Plus;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span>{title}</span>
      <Button variant="ghost" size="icon" disabled={disabled} aria-label={action} onClick={onClick}>
        <Icon className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

export function RecipientsDialog({
  view,
  agreementTitle,
  onAdd,
  onAddAll,
  onRemove,
  onClear,
  onSubmit,
  onExport,
  onRetry,
  onClose,
}: RecipientsDialogProps) {
  return (
    <Modal open={view !== null} onClose={onClose}>
      {view ? (
        <ModalContent
          className="max-w-3xl"
          // the agreement's title under the heading is not a description of the dialog
          aria-describedby={undefined}
          data-slot="recipients"
          title={t.title}
          description={agreementTitle}
        >
          {view.status === 'loading' ? (
            <div className="flex justify-center py-8">
              <Spinner label={ruCatalogues.common.loading} />
            </div>
          ) : view.status === 'failed' ? (
            <LoadFailedAlert
              title={t.title}
              message={view.loadError}
              retryLabel={ruCatalogues.common.retry}
              onRetry={onRetry}
            />
          ) : view.status === 'readOnly' ? (
            <>
              <div className="max-h-[60vh] overflow-y-auto">
                <Table aria-label={t.title}>
                  <THead>
                    <tr>
                      <Th>{t.id}</Th>
                      <Th>{t.role}</Th>
                      <Th>{t.status}</Th>
                      <Th>{t.fullName}</Th>
                    </tr>
                  </THead>
                  <TBody>
                    {view.confirmers.map((c) => {
                      const { Icon, className } = STATUS_ICONS[c.status];
                      return (
                        <Tr key={c.id} data-status={c.status}>
                          <Td>{c.id}</Td>
                          <Td>{ROLE_NAMES[c.role as RoleId]}</Td>
                          <Td>
                            <Icon
                              className={`size-4 ${className}`}
                              role="img"
                              aria-label={t.statuses[c.status]}
                            />
                          </Td>
                          <Td>{c.title}</Td>
                        </Tr>
                      );
                    })}
                  </TBody>
                </Table>
              </div>
              <DialogFooter>
                <Button
                  variant="outline"
                  onClick={onExport}
                  disabled={!view.canExport}
                  loading={view.exporting}
                >
                  <Download className="size-4" aria-hidden="true" />
                  {view.exporting ? t.exporting : t.export}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <section
                  aria-label={t.users}
                  className="grid max-h-[55vh] content-start gap-2 overflow-y-auto"
                >
                  <h3 className="text-sm font-semibold">{t.users}</h3>
                  {view.groups.map((g) => (
                    <details key={g.role} className="rounded-md border" data-role={g.role}>
                      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
                        {ROLE_NAMES[g.role as RoleId]} ({g.users.length})
                      </summary>
                      <div className="grid gap-1 border-t px-3 py-2">
                        <Button
                          variant="link"
                          size="sm"
                          className="justify-self-start"
                          disabled={!g.canAddAll || view.saving}
                          onClick={() => onAddAll(g.role)}
                          aria-label={`${t.addAll}: ${ROLE_NAMES[g.role as RoleId]}`}
                        >
                          {t.addAll}
                        </Button>
                        <ul className="grid gap-1">
                          {g.users.map((u) => (
                            <UserLine
                              key={u.id}
                              title={u.title}
                              action={fmt(t.addUser, { title: u.title })}
                              icon={Plus}
                              disabled={u.chosen || view.saving}
                              onClick={() => onAdd(u.id)}
                            />
                          ))}
                        </ul>
                      </div>
                    </details>
                  ))}
                </section>
                <section
                  aria-label={t.chosen}
                  className="grid max-h-[55vh] content-start gap-2 overflow-y-auto"
                >
                  <div className="flex items-center justify-between">
                    <h3 className="text-sm font-semibold">
                      {t.chosen} ({view.chosen.length})
                    </h3>
                    <Button variant="ghost" size="sm" onClick={onClear} disabled={!view.canClear}>
                      {t.clear}
                    </Button>
                  </div>
                  {view.chosen.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t.noneChosen}</p>
                  ) : (
                    <ul className="grid gap-1">
                      {view.chosen.map((u) => (
                        <UserLine
                          key={u.id}
                          title={u.title}
                          action={fmt(t.removeUser, { title: u.title })}
                          icon={X}
                          disabled={view.saving}
                          onClick={() => onRemove(u.id)}
                        />
                      ))}
                    </ul>
                  )}
                </section>
              </div>
              <DialogFooter>
                <Button onClick={onSubmit} disabled={!view.canSubmit} loading={view.saving}>
                  {t.add}
                </Button>
              </DialogFooter>
            </>
          )}
        </ModalContent>
      ) : null}
    </Modal>
  );
}
