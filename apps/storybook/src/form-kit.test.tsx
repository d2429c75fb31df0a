// Component tests of the form kit (radio group, select, text field from a descriptor, form section, description
// list, data-table section), rendered from their stories: roles, names, keyboard, values and axe.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as radioStories from '../stories/primitives/RadioGroup.stories';
import * as selectStories from '../stories/primitives/Select.stories';
import * as textStories from '../stories/primitives/TextField.stories';
import * as sectionStories from '../stories/primitives/FormSection.stories';
import * as listStories from '../stories/primitives/DescriptionList.stories';
import * as tableStories from '../stories/primitives/DataTableSection.stories';
import { seriousViolations } from './axe';

const Radios = composeStories(radioStories);
const Selects = composeStories(selectStories);
const Texts = composeStories(textStories);
const Sections = composeStories(sectionStories);
const Lists = composeStories(listStories);
const Tables = composeStories(tableStories);

describe('RadioGroupField', () => {
  it('is a radio group named by its label; a click chooses and reports the typed value', async () => {
    const onValueChange = fn();
    const user = userEvent.setup();
    render(<Radios.Default onValueChange={onValueChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Способ возврата' });
    expect(within(group).getByRole('radio', { name: 'Наличные' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Карточный счет' }));
    expect(screen.getByRole('radio', { name: 'Карточный счет' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Наличные' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(2);
  });

  it('Tab enters on the checked option, arrows move between options, Space chooses', async () => {
    const onValueChange = fn();
    const user = userEvent.setup();
    render(<Radios.Default onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Наличные' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Карточный счет' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Карточный счет' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(2);
  });

  it('an unavailable option is disabled and the group says why', () => {
    render(<Radios.WithUnavailableOption />);
    expect(screen.getByRole('radio', { name: 'ОТП' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Бумажный' })).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Подписание по ОТП недоступно при смерти страхователя',
    );
  });

  it('an error marks the group invalid and describes it', () => {
    render(<Radios.WithError />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Выберите способ возврата');
  });

  it('a disabled group disables every option', () => {
    render(<Radios.Disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it.each(['Default', 'WithUnavailableOption', 'WithError'] as const)(
    '%s: no serious axe violations',
    async (name) => {
      const Story = Radios[name];
      const { container } = render(<Story />);
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});

describe('SelectField', () => {
  it('is a combobox named by its label; choosing reports the value', async () => {
    const onValueChange = fn();
    const user = userEvent.setup();
    render(<Selects.Default onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Причина расторжения' });
    expect(select).toHaveValue('00000000011');
    await user.selectOptions(select, '00000000020');
    expect(select).toHaveValue('00000000020');
    expect(onValueChange).toHaveBeenLastCalledWith('00000000020');
  });

  it('the placeholder shows while nothing is chosen and cannot be chosen', () => {
    render(<Selects.WithPlaceholder />);
    const select = screen.getByRole('combobox', { name: 'КБе' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: '—' })).toBeDisabled();
  });

  it('label, hint and required come from a descriptor', () => {
    render(<Selects.FromDescriptor />);
    const select = screen.getByRole('combobox', { name: /КБе/ });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Код бенефициара');
  });

  it('an error marks it invalid', () => {
    render(<Selects.WithError />);
    const select = screen.getByRole('combobox');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Выберите причину');
  });

  it('no serious axe violations', async () => {
    const { container } = render(<Selects.FromDescriptor />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('TextField from a descriptor', () => {
  it('takes its label, required and maximum length from the descriptor', async () => {
    const onValueChange = fn();
    const user = userEvent.setup();
    render(<Texts.Required onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: /^Имя/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxLength', '100');
    await user.type(input, 'Ер');
    expect(onValueChange).toHaveBeenLastCalledWith('Ер');
  });

  it('an optional field shows its hint', () => {
    render(<Texts.Optional />);
    const input = screen.getByRole('textbox', { name: /^Отчество/ });
    expect(input).not.toBeRequired();
    expect(input).toHaveAccessibleDescription('Необязательно');
  });

  it('a descriptor with a mask gives a masked input', async () => {
    const onValueChange = fn();
    const user = userEvent.setup();
    render(<Texts.Masked onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Телефон клиента' });
    // the mask shows '+7': the ten national digits typed keep their leading 7 (issue 30, item 6)
    await user.type(input, '7015550101');
    expect(input).toHaveValue('+7(701) 555-0101');
    expect(onValueChange).toHaveBeenLastCalledWith('+7(701) 555-0101');
    await user.clear(input);
    await user.type(input, '+77015550101');
    expect(input).toHaveValue('+7(701) 555-0101');
    await user.clear(input);
    await user.type(input, '87015550101');
    expect(input).toHaveValue('+7(701) 555-0101');
  });

  it('an IIN mask refuses letters and a 13th digit', async () => {
    const user = userEvent.setup();
    render(<Texts.Iin />);
    const input = screen.getByRole('textbox', { name: 'ИИН получателя' });
    await user.type(input, 'a1240012399');
    expect(input).toHaveValue('850312400123');
  });

  it('an error marks it invalid; no serious axe violations', async () => {
    const { container } = render(<Texts.WithError />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('a read-only field looks read-only: the muted ground of the kit, not the white of an editable one (issue 44, item 8)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Texts.ReadOnly />);
    const input = screen.getByRole('textbox', { name: /^Имя/ });
    expect(input).toHaveValue('Ерлан');
    expect(input).toHaveAttribute('readonly');
    // the kit's read-only look (what jsdom can see of it: the class that paints it, as the browser does)
    expect(input.className).toContain('[&[readonly]]:bg-muted');
    await user.type(input, 'x');
    expect(input).toHaveValue('Ерлан');
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('FormSection, DescriptionList, DataTableSection', () => {
  it('a section is a region named by its heading, at the level asked', () => {
    const { unmount } = render(<Sections.Default />);
    const region = screen.getByRole('region', { name: 'Получатель' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Получатель' })).toBeInTheDocument();
    unmount();
    render(<Sections.ScreenLevel />);
    expect(screen.getByRole('heading', { level: 2, name: 'Получатель' })).toBeInTheDocument();
  });

  it('a boxed section is framed; no serious axe violations', async () => {
    const { container } = render(<Sections.Boxed />);
    expect(screen.getByRole('region', { name: 'Банковские реквизиты' })).toHaveAttribute(
      'data-slot',
      'form-section',
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it.each(['Rows', 'Compact'] as const)(
    '%s: terms with their values, a missing value reads "—"',
    async (name) => {
      const Story = Lists[name];
      const { container } = render(<Story />);
      const terms = screen.getAllByRole('term').map((t) => t.textContent);
      const values = screen.getAllByRole('definition').map((d) => d.textContent);
      expect(terms[0]).toBe('Номер договора');
      expect(values[0]).toBe('0000123');
      expect(values.at(-1)).toBe('—');
      expect(terms).toHaveLength(values.length);
      expect(await seriousViolations(container)).toEqual([]);
    },
  );

  it('a data table shows its rows and pagination under a level 2 heading', async () => {
    const { container } = render(<Tables.WithRows />);
    const region = screen.getByRole('region', { name: 'Акты выполненных работ' });
    expect(within(region).getAllByRole('row')).toHaveLength(4);
    expect(within(region).getByRole('navigation', { name: 'Пагинация' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('the first load shows a loading row; the next page keeps the previous rows, busy', () => {
    const { unmount } = render(<Tables.FirstLoad />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    unmount();
    render(<Tables.NextPageLoading />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'АВР-2026-0041' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('empty and failed', async () => {
    const { unmount } = render(<Tables.Empty />);
    expect(screen.getByRole('cell', { name: 'Нет информации' })).toBeInTheDocument();
    unmount();
    const onRetry = fn();
    render(<Tables.Failed failure={{ ...Tables.Failed.args.failure!, onRetry }} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
