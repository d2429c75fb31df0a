import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sakta/ui';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'ru', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} className="w-[28rem]">
      <TabsList>
        <TabsTrigger value="ru">Русский</TabsTrigger>
        <TabsTrigger value="kz">Қазақша</TabsTrigger>
        <TabsTrigger value="off" disabled>
          English
        </TabsTrigger>
      </TabsList>
      <TabsContent value="ru">Согласие на сбор и обработку персональных данных.</TabsContent>
      <TabsContent value="kz">Дербес деректерді жинауға және өңдеуге келісім.</TabsContent>
      <TabsContent value="off">—</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};
export const SecondTab: Story = { args: { defaultValue: 'kz' } };
