import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as homeStories from '../stories/screens/Home.stories';
import * as modalStories from '../stories/screens/AgreementModal.stories';
import { fake } from './pdfjs-fake';
import { seriousViolations } from './axe';

// pdf.js cannot run in jsdom (no DOMMatrix, no canvas): the viewer gets the fake (the path is ui's dependency).
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('./pdfjs-fake'));

const home = composeStories(homeStories);
const modal = composeStories(modalStories);

beforeEach(() => fake.reset());

const TITLE = 'Регламент продаж ОГПО ВТС';
const agreementsSection = () => screen.getByRole('region', { name: 'На согласование' });

describe("Home: 'На согласование'", () => {
  it('lists each agreement with its title, description and an open icon that opens it', async () => {
    const onOpenAgreement = fn();
    const user = userEvent.setup();
    render(<home.WithTiles onOpenAgreement={onOpenAgreement} />);
    const section = agreementsSection();
    expect(within(section).getByRole('heading', { level: 2, name: 'На согласование' })).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(TITLE);
    expect(items[0]).toHaveTextContent('Порядок оформления и выдачи договоров');
    expect(items[1]).toHaveTextContent('Политика ПОДФТ');
    await user.click(within(section).getByRole('button', { name: /^Открыть: Политика ПОДФТ/ }));
    expect(onOpenAgreement).toHaveBeenCalledWith(2);
    // the whole row is the target: a click on the title opens it too (issue 30, item 14)
    await user.click(within(items[0]!).getByText(TITLE));
    expect(onOpenAgreement).toHaveBeenLastCalledWith(1);
    // its name is what it shows, the title and the description (axe's label-content-name-mismatch, issue 44 item 8)
    expect(within(items[0]!).getByRole('button')).toHaveAccessibleName(
      `Открыть: ${TITLE} Порядок оформления и выдачи договоров обязательного страхования ГПО владельцев ТС`,
    );
    // the tiles are still there, after the list
    expect(screen.getByRole('link', { name: /Инструкция/ })).toBeInTheDocument();
  });

  it('loading: "Загрузка...", no items', () => {
    render(<home.AgreementsLoading />);
    const section = agreementsSection();
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Загрузка...');
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('empty: says there is nothing to confirm', () => {
    render(<home.AgreementsEmpty />);
    expect(agreementsSection()).toHaveTextContent('Документов на согласование нет');
    expect(within(agreementsSection()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refreshing after a confirmation: the items stay, busy, and cannot be opened', () => {
    render(<home.AgreementsRefreshing />);
    const section = agreementsSection();
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Обновление списка...');
    for (const button of within(section).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('failed: the message in red and "Повторить" retries', async () => {
    const onRetryAgreements = fn();
    const user = userEvent.setup();
    render(<home.AgreementsFailed onRetryAgreements={onRetryAgreements} />);
    const alert = within(agreementsSection()).getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить документы на согласование');
    expect(alert).toHaveTextContent('Нет связи с сервером');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetryAgreements).toHaveBeenCalledTimes(1);
  });

  it('the admin information slot renders what the app passes; role 6 sees only the ПОДФТ tile', () => {
    const { unmount } = render(<home.AdminInfoSlot />);
    expect(screen.getByRole('region', { name: 'Информация по договорам' })).toBeInTheDocument();
    unmount();
    render(<home.DrmTile />);
    expect(screen.queryByRole('region', { name: 'Информация по договорам' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('ПОДФТ');
  });

  it.each(Object.entries(home))('%s has no serious or critical axe violations', async (_n, Story) => {
    const { container } = render(<Story />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('Agreement confirmation modal', () => {
  const dialog = () => screen.getByRole('dialog', { name: TITLE });

  it('step 0: the title, the PDF, the description and "Согласовать"', async () => {
    const onSend = fn();
    const user = userEvent.setup();
    render(<modal.Start onSend={onSend} />);
    const d = dialog();
    expect(d).toHaveAccessibleDescription(
      'Порядок оформления и выдачи договоров обязательного страхования ГПО владельцев ТС',
    );
    await within(d).findByRole('img', { name: 'Страница 1 из 2' }, { timeout: 5000 });
    expect(within(d).getByRole('document', { name: TITLE })).toBeInTheDocument();
    expect(fake.calls[0]?.data).toBeInstanceOf(Uint8Array);
    expect(within(d).queryByLabelText('Код из SMS')).not.toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: 'Согласовать' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('Esc, a click outside and "Закрыть" dismiss it', async () => {
    const onClose = fn();
    const user = userEvent.setup();
    render(<modal.CodeSent onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(document.querySelector('[data-slot="dialog-overlay"]') as Element);
    expect(onClose).toHaveBeenCalledTimes(2);
    // one close button only, the footer's 'Закрыть'
    await user.click(within(dialog()).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
  });

  it('sending, then step 1: the phone, the code field and the 300 s countdown before a resend', async () => {
    const { unmount } = render(<modal.Sending />);
    expect(within(dialog()).getByRole('button', { name: 'Отправка...' })).toBeDisabled();
    unmount();
    render(<modal.CodeSent />);
    const d = dialog();
    expect(within(d).getByText('Код отправлен на номер +7(701) 234-5603')).toBeInTheDocument();
    expect(within(d).getByLabelText('Код из SMS')).toHaveValue('');
    expect(within(d).getByRole('timer')).toHaveTextContent('Повторная отправка через 04:59');
    expect(within(d).getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
  });

  it('the countdown over: the code can be sent again', async () => {
    const onResend = fn();
    const user = userEvent.setup();
    render(<modal.ResendAvailable onResend={onResend} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Отправить код повторно' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
  });

  it('typing reports the code; four digits enable "Подтвердить"; verifying shows "Проверка..."', async () => {
    const onCodeChange = fn();
    const onVerify = fn();
    const user = userEvent.setup();
    const sent = render(<modal.CodeSent onCodeChange={onCodeChange} />);
    await user.type(within(dialog()).getByLabelText('Код из SMS'), '7');
    expect(onCodeChange).toHaveBeenCalledWith('7');
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
    sent.unmount();
    const { unmount } = render(<modal.FourDigits onVerify={onVerify} />);
    expect(within(dialog()).getByLabelText('Код из SMS')).toHaveValue('1234');
    await user.click(within(dialog()).getByRole('button', { name: 'Подтвердить' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
    unmount();
    render(<modal.Verifying />);
    expect(within(dialog()).getByRole('button', { name: 'Проверка...' })).toBeDisabled();
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
  });

  it('a refused code: the message in red, the code cleared; a network error: back to "Согласовать"', async () => {
    const { unmount } = render(<modal.WrongCode />);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Неверный код подтверждения');
    expect(within(dialog()).getByLabelText('Код из SMS')).toHaveValue('');
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
    unmount();
    render(<modal.NetworkError />);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(within(dialog()).getByRole('button', { name: 'Согласовать' })).toBeEnabled();
    expect(within(dialog()).queryByLabelText('Код из SMS')).not.toBeInTheDocument();
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
  });

  it('without a description the code prompt describes the dialog; closed renders nothing', async () => {
    const { unmount } = render(<modal.NoDescription />);
    expect(dialog()).toHaveAccessibleDescription('Чтобы согласовать документ, подтвердите его кодом из SMS');
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
    unmount();
    render(<modal.Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(Object.entries(modal))('%s has no serious or critical axe violations', async (_n, Story) => {
    render(<Story />);
    if (document.querySelector('[role="document"]'))
      await screen.findAllByRole('img', { name: /^Страница 1/ }, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('Home: a sale in progress offered back', () => {
  it("names the policy and when it was kept, with 'Продолжить оформление' to its page", async () => {
    render(<home.KeptSaleOffered />);
    expect(screen.getByText('Незавершённое оформление')).toBeVisible();
    expect(screen.getByText('ОГПО ВТС, сохранено 25.11.2026 11:40.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Продолжить оформление' })).toHaveAttribute(
      'href',
      '/ogpo?product=1',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it("lists every product's sale in progress, each continued on its own page", async () => {
    render(<home.KeptSalesOfEveryProduct />);
    expect(screen.getByText('ОГПО ВТС, сохранено 25.11.2026 10:40.')).toBeVisible();
    expect(screen.getByText('Имущество, сохранено 25.11.2026 11:40.')).toBeVisible();
    expect(screen.getByText('Каско, сохранено 25.11.2026 12:40.')).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: 'Продолжить оформление' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/ogpo?product=1', '/financial-institutions/properties', '/financial-institutions/casco']);
    expect(await seriousViolations()).toEqual([]);
  });
});
