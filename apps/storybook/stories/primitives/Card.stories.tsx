import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@sakta/ui';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="w-96">
      <CardHeader>
        <CardTitle>Инструкция</CardTitle>
        <CardDescription>Руководство пользователя по работе в системе</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Описание основных разделов, ролей и порядка оформления договоров.</p>
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm">
          Открыть
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args} className="w-96">
      <CardContent>Только содержимое, без заголовка.</CardContent>
    </Card>
  ),
};
