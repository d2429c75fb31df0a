import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '@sakta/ui';
import { DownloadIcon, PlusIcon, TrashIcon } from '../icons';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Сохранить', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'select', options: ['default', 'sm', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Отмена' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Выйти' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Подробнее' } };
export const Destructive: Story = {
  args: {
    variant: 'destructive',
    children: (
      <>
        <TrashIcon />
        Удалить
      </>
    ),
  },
};
export const Link: Story = { args: { variant: 'link', children: 'Забыли пароль?' } };
export const Loading: Story = { args: { loading: true, children: 'Пожалуйста, подождите...' } };
export const Disabled: Story = { args: { disabled: true, children: 'Войти' } };
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon />
        Добавить сотрудника
      </>
    ),
  },
};
export const IconOnly: Story = {
  args: { size: 'icon', variant: 'outline', 'aria-label': 'Скачать', children: <DownloadIcon /> },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Маленькая
      </Button>
      <Button {...args}>Обычная</Button>
      <Button {...args} size="lg">
        Большая
      </Button>
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args}>Основная</Button>
      <Button {...args} variant="secondary">
        Вторичная
      </Button>
      <Button {...args} variant="outline">
        Контурная
      </Button>
      <Button {...args} variant="ghost">
        Прозрачная
      </Button>
      <Button {...args} variant="destructive">
        Удалить
      </Button>
      <Button {...args} variant="link">
        Ссылка
      </Button>
    </div>
  ),
};
