import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogLoadFailed,
  DialogTitle,
} from '@sakta/ui';

/** A screen's dialog: opened by the screen's own state (here a button), closed through onOpenChange(false). */
function DeleteSignatory({
  open: initiallyOpen,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button variant="outline" onClick={() => change(true)}>
        Открыть
      </Button>
      <Dialog open={open} onOpenChange={change}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Удалить подписанта?</DialogTitle>
            <DialogDescription>Подписант будет удалён без возможности восстановления.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Отмена</Button>
            </DialogClose>
            <Button variant="destructive">Удалить</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { open: false, onOpenChange: fn(), children: null },
  // A modal would cover the docs page: each story renders in its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  // the `open` control starts the story over in that state (the button and the dialog's own closing change it after)
  render: (args) => (
    <DeleteSignatory key={String(args.open)} open={args.open} onOpenChange={args.onOpenChange} />
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button opens it; Esc, a click outside or 'Закрыть' close it. */
export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

export const WithError: Story = {
  args: { open: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Сотрудник</DialogTitle>
          <DialogDescription>Сохранение изменений сотрудника.</DialogDescription>
        </DialogHeader>
        <Alert variant="error">Сотрудник с таким ИИН уже существует</Alert>
        <DialogFooter>
          <Button disabled>Сохранить</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

/**
 * A list of records, each opened in a dialog by its 'Открыть'; 'Решение принято' closes the dialog and the record
 * leaves the list, at once or when the list reloads (`reloadMs` later). The focus goes on to the next record's
 * 'Открыть' (the dialogs' focus rule: the opener gone, what took its place).
 */
function RecordList({ reloadMs }: { reloadMs: number | null }) {
  const [rows, setRows] = useState([11, 12, 13]);
  const [open, setOpen] = useState<number | null>(null);
  const decide = (id: number) => {
    setOpen(null);
    const reload = () => setRows((list) => list.filter((row) => row !== id));
    if (reloadMs === null) reload();
    else setTimeout(reload, reloadMs);
  };
  return (
    <>
      <ul className="grid max-w-sm gap-2">
        {rows.map((id) => (
          <li key={id} className="flex items-center justify-between rounded-md border p-2 text-sm">
            Запись №{id}
            <Button
              size="sm"
              variant="outline"
              aria-label={`Открыть запись №${id}`}
              onClick={() => setOpen(id)}
            >
              Открыть
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {open !== null ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Запись №{open}</DialogTitle>
              <DialogDescription>Решение по записи уберёт её из списка несогласованных.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Отмена</Button>
              </DialogClose>
              <Button onClick={() => decide(open)}>Решение принято</Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

/** A record decided in its dialog leaves the list at once: the focus goes to the next record's 'Открыть'. */
export const RowRemoved: Story = {
  render: () => <RecordList reloadMs={null} />,
};

/** The record leaves the list when it reloads, after the dialog closed: the focus moves on then. */
export const RowRemovedOnReload: Story = {
  render: () => <RecordList reloadMs={50} />,
};

/** The dialogs' code is fetched when the first one opens (or earlier, once the page is idle): offline, it says so. */
export const CodeNotFetched: Story = {
  args: { open: true },
  render: (args) => <DialogLoadFailed onRetry={fn()} onClose={() => args.onOpenChange(false)} />,
};
