// Stories of the notifications (Radix Toast): each kind, details for admins, a stack; also the tests' fixtures.
import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, dismissAll, notify, Toaster, type NotifyInput } from '@sakta/ui';

/**
 * Notifications (Radix Toast): the Toaster itself is mounted once by the global decorator (as the app mounts it
 * once); these stories call `notify()` from buttons, and show ready-made notifications on load. Try it: hover or
 * focus pauses the 7000 ms, F8 focuses the list, a swipe to the right or Esc closes one.
 */
function NotifyButtons({ initial = [] }: { initial?: NotifyInput[] }) {
  useEffect(() => {
    initial.forEach(notify);
    return dismissAll;
  }, [initial]);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={() => notify({ kind: 'success', message: 'Договор 0000123 успешно обработан' })}
      >
        Успех
      </Button>
      <Button
        variant="outline"
        onClick={() => notify({ kind: 'warning', message: 'Время согласования вышло' })}
      >
        Предупреждение
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          notify({
            kind: 'error',
            message: 'Необходимо сформировать документ',
            details: 'POST /api/termination → 422',
          })
        }
      >
        Ошибка
      </Button>
      <Button
        variant="outline"
        onClick={() => notify({ kind: 'info', message: 'Код отправлен на +7(701) 234-5678' })}
      >
        Информация
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  render: (_args, { parameters }) => (
    <NotifyButtons initial={parameters.initial as NotifyInput[] | undefined} />
  ),
  // Each story in its own frame on the docs page: one notification store per frame.
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const errorWithDetails: NotifyInput[] = [
  {
    kind: 'error',
    message: 'Не удалось сохранить сотрудника',
    details: 'POST /api/branches/employee\n500 Internal Server Error',
  },
];

/** Buttons that notify; each notification leaves after 7000 ms. */
export const Playground: Story = {};

export const Success: Story = {
  parameters: { initial: [{ kind: 'success', message: 'Авторизация прошла успешно' }] },
};
export const Warning: Story = {
  parameters: { initial: [{ kind: 'warning', message: 'Время согласования вышло' }] },
};
export const ErrorNotification: Story = { parameters: { initial: errorWithDetails } };
/** Admins: 'Показать детали' appears on notifications that carry details. */
export const ErrorWithDetailsForAdmin: Story = {
  parameters: { initial: errorWithDetails, toasterShowDetails: true },
};
export const InfoNotification: Story = {
  parameters: { initial: [{ kind: 'info', message: 'Код отправлен на +7(701) 234-5678' }] },
};
export const CustomTitle: Story = {
  parameters: { initial: [{ kind: 'success', title: 'Успешно', message: 'Авторизация прошла успешно' }] },
};
export const Stack: Story = {
  parameters: {
    initial: [
      { kind: 'success', message: 'Договор 0000123 успешно обработан' },
      { kind: 'warning', message: 'Время согласования вышло' },
      { kind: 'error', message: 'Нет связи с сервером. Проверьте подключение и попробуйте снова.' },
    ],
  },
};
