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
  DialogTitle,
  DialogTrigger,
} from '@sakta/ui';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  // A modal would cover the docs page: each story renders in its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Открыть</Button>
      </DialogTrigger>
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
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger opens it; Esc, a click outside or 'Закрыть' close it. */
export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const WithError: Story = {
  args: { defaultOpen: true },
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
