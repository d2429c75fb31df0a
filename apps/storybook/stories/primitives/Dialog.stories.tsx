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

/** The dialogs' code is fetched when the first one opens (or earlier, once the page is idle): offline, it says so. */
export const CodeNotFetched: Story = {
  args: { open: true },
  render: (args) => <DialogLoadFailed onRetry={fn()} onClose={() => args.onOpenChange(false)} />,
};
