import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { ORG_FOUND_SIGNATORY } from '@sakta/core/testing';
import * as stories from '../stories/screens/SignatorySearchModal.stories';
import * as tabStories from '../stories/screens/SignatoriesTab.stories';
import { seriousViolations } from './axe';

/** The signatory search modal and the signatories tab's 'add' tile, over their stories. */
const all = composeStories(stories);
const tab = composeStories(tabStories);

describe('signatory search', () => {
  it('search is enabled only with a complete phone or IIN', async () => {
    const a = render(<all.Empty />);
    const dialog = screen.getByRole('dialog', { name: 'Поиск подписанта' });
    expect(within(dialog).getByLabelText('Телефон')).toHaveValue('+7');
    expect(within(dialog).getByRole('button', { name: 'Найти' })).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
    a.unmount();
    const onSearch = fn();
    const user = userEvent.setup();
    render(<all.IinTyped onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenCalled();
  });

  it("shows the server's message when nobody suits", async () => {
    render(<all.NotFound />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сотрудник не найден');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the found employee with name and IIN; adding them', async () => {
    const onAdd = fn();
    const user = userEvent.setup();
    const a = render(<all.Found onAdd={onAdd} />);
    const found = screen.getByRole('region', { name: 'Найден сотрудник' });
    expect(found).toHaveTextContent(ORG_FOUND_SIGNATORY.title);
    expect(found).toHaveTextContent(ORG_FOUND_SIGNATORY.iin);
    await user.click(screen.getByRole('button', { name: 'Добавить в подписанты' }));
    expect(onAdd).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
    a.unmount();
    render(<all.AddRefused />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сотрудник уже является подписантом');
    expect(screen.getByRole('region', { name: 'Найден сотрудник' })).toBeVisible();
  });

  it('searching disables the button', () => {
    render(<all.Searching />);
    expect(screen.getByRole('button', { name: 'Поиск...' })).toBeDisabled();
  });

  it("the tab's 'add' tile opens the search; read-only roles have none", async () => {
    const onAdd = fn();
    const user = userEvent.setup();
    const a = render(<tab.List onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Добавить подписанта' }));
    expect(onAdd).toHaveBeenCalled();
    a.unmount();
    render(<tab.ReadOnly />);
    expect(screen.queryByRole('button', { name: 'Добавить подписанта' })).toBeNull();
  });
});
