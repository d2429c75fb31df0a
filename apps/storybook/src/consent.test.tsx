import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { CONSENT_TEXT, ruConsent } from '@sakta/core';
import * as consentStories from '../stories/screens/Consent.stories';
import * as otpStories from '../stories/screens/DocumentOtp.stories';
import { fake } from './pdfjs-fake';
import { seriousViolations } from './axe';

// pdf.js cannot run in jsdom (no DOMMatrix, no canvas): the viewer gets the fake (the path is ui's dependency).
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('./pdfjs-fake'));

const consent = composeStories(consentStories);
const otp = composeStories(otpStories);

beforeEach(() => fake.reset());

const codeField = () => screen.getByLabelText('Код из SMS');

describe('Consent screen /kdp', () => {
  it('loading: the spinner with "Загрузка...", nothing else', () => {
    render(<consent.Loading />);
    expect(screen.getByRole('heading', { level: 1, name: ruConsent.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка...');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Код из SMS')).not.toBeInTheDocument();
  });

  it('form: the Russian tab by default (lang="ru"), the download link, the code step without resend', () => {
    render(<consent.FormRussian />);
    expect(screen.getByRole('tablist', { name: 'Язык текста согласия' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Русский' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Қазақша' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('lang', 'ru');
    expect(within(panel).getByRole('heading', { name: CONSENT_TEXT.ru.title })).toBeInTheDocument();
    expect(within(panel).getByText(CONSENT_TEXT.ru.paragraphs[0]!)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Согласие на сбор и обработку персональных данных' }),
    ).toBeEnabled();
    expect(screen.getByText('Введите код из SMS, чтобы подтвердить согласие')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /повторн/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/Код отправлен/)).not.toBeInTheDocument();
  });

  it('the Kazakh tab shows the Kazakh text with lang="kk" and reports the change', async () => {
    const onLanguageChange = fn();
    const user = userEvent.setup();
    render(<consent.FormRussian onLanguageChange={onLanguageChange} />);
    await user.click(screen.getByRole('tab', { name: 'Қазақша' }));
    expect(onLanguageChange).toHaveBeenCalledWith('kz');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('lang', 'kk');
    expect(within(panel).getByRole('heading', { name: CONSENT_TEXT.kz.title })).toBeInTheDocument();
    expect(within(panel).getByText(CONSENT_TEXT.kz.paragraphs[0]!)).toBeInTheDocument();
    expect(screen.queryByText(CONSENT_TEXT.ru.paragraphs[0]!)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Русский' }));
    expect(onLanguageChange).toHaveBeenLastCalledWith('ru');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('lang', 'ru');
  });

  it('opens on the Kazakh tab when the language is kz', () => {
    render(<consent.FormKazakh />);
    expect(screen.getByRole('tab', { name: 'Қазақша' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(CONSENT_TEXT.kz.title);
    // the page's heading follows the tab, in Kazakh (issue 30, item 21)
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(CONSENT_TEXT.kz.title);
    expect(heading).toHaveAttribute('lang', 'kk');
  });

  it('the download link calls onDownload; it is busy while downloading', async () => {
    const onDownload = fn();
    const user = userEvent.setup();
    render(<consent.FormRussian onDownload={onDownload} />);
    await user.click(screen.getByRole('button', { name: ruConsent.download }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    render(<consent.Downloading />);
    const busy = screen.getAllByRole('button', { name: ruConsent.download }).at(-1)!;
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('a prefilled code enables "Подтвердить"; a click confirms; typing is reported', async () => {
    const onVerify = fn();
    const onCodeChange = fn();
    const user = userEvent.setup();
    render(<consent.CodeFilled onVerify={onVerify} onCodeChange={onCodeChange} />);
    expect(codeField()).toHaveValue('4821');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
    await user.type(codeField(), '{Backspace}');
    expect(onCodeChange).toHaveBeenCalledWith('482');
  });

  it('verifying: "Проверка..." disabled', () => {
    render(<consent.Verifying />);
    expect(screen.getByRole('button', { name: 'Проверка...' })).toBeDisabled();
    expect(codeField()).toBeDisabled();
  });

  it('a refused code: cleared, the message in a red alert', () => {
    render(<consent.WrongCode />);
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный код. Осталось попыток: 2');
    expect(codeField()).toHaveValue('');
  });

  it('accepted: "Согласие предоставлено" and its text, no form', () => {
    render(<consent.Accepted />);
    expect(screen.getByRole('heading', { level: 2, name: 'Согласие предоставлено' })).toBeInTheDocument();
    expect(screen.getByText(ruConsent.acceptedText)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Код из SMS')).not.toBeInTheDocument();
  });

  it('no code sent: "У вас нет доступа"', () => {
    render(<consent.NoAccess />);
    expect(screen.getByRole('heading', { level: 2, name: 'У вас нет доступа' })).toBeInTheDocument();
    expect(screen.getByText(ruConsent.noAccessText)).toBeInTheDocument();
    expect(screen.queryByLabelText('Код из SMS')).not.toBeInTheDocument();
  });

  it('failed: the message in an alert and "Повторить" calls onRetry', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    render(<consent.Failed onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные');
    expect(alert).toHaveTextContent(ruConsent.badPayload);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each(Object.entries(consent))('%s has no serious or critical axe violations', async (_n, Story) => {
    const { container } = render(<Story />);
    expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('Document confirmation screen /func/otp', () => {
  it('form: the document title, the PDF inline (loading, then its pages), the code and "Подтвердить"', async () => {
    render(<otp.Form />);
    const title = 'Заявление о досрочном расторжении полиса';
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByRole('document', { name: title })).getByRole('status')).toHaveTextContent(
      'Загрузка документа...',
    );
    // The first render also loads the viewer's lazy chunk.
    await screen.findByRole('img', { name: 'Страница 1 из 2' }, { timeout: 5000 });
    const frame = screen.getByRole('document', { name: title });
    expect(within(frame).getByRole('img', { name: 'Страница 1 из 2' })).toBeInTheDocument();
    expect(within(frame).getByRole('img', { name: 'Страница 2 из 2' })).toBeInTheDocument();
    expect(fake.calls[0]?.data).toBeInstanceOf(Uint8Array);
    expect(screen.getByText('Ознакомьтесь с документом и введите код из SMS')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  });

  it('the prefilled code can be confirmed', async () => {
    const onVerify = fn();
    const user = userEvent.setup();
    render(<otp.CodeFilled onVerify={onVerify} />);
    expect(codeField()).toHaveValue('4821');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
    await screen.findByRole('img', { name: 'Страница 1 из 2' });
  });

  it('verifying and a refused code', async () => {
    render(<otp.Verifying />);
    expect(screen.getByRole('button', { name: 'Проверка...' })).toBeDisabled();
    await screen.findByRole('img', { name: 'Страница 1 из 2' });
    render(<otp.WrongCode />);
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный код');
    await screen.findAllByRole('img', { name: 'Страница 1 из 2' });
  });

  it('an unknown document type gets the generic title; no document shows a warning', async () => {
    render(<otp.UnknownType />);
    expect(screen.getByRole('heading', { level: 1, name: 'Документ для подтверждения' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Страница 1 из 2' });
    render(<otp.NoDocument />);
    expect(screen.getByText('Документ недоступен')).toBeInTheDocument();
  });

  it('loading, accepted ("Согласие предоставлено"), no access ("У вас нет доступа"), failed with retry', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    const { unmount } = render(<otp.Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка...');
    unmount();
    const accepted = render(<otp.Accepted />);
    expect(screen.getByRole('heading', { name: 'Согласие предоставлено' })).toBeInTheDocument();
    expect(screen.queryByRole('document')).not.toBeInTheDocument();
    // the text names what was confirmed, not the personal-data consent (issue 30, item 10)
    expect(
      screen.getByText('Спасибо! Заявление о досрочном расторжении полиса подтверждено.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ruConsent.acceptedText)).not.toBeInTheDocument();
    accepted.unmount();
    const agreement = render(<otp.AcceptedAgreement />);
    expect(screen.getByText('Спасибо! Договор страхования подтверждён.')).toBeInTheDocument();
    agreement.unmount();
    const noAccess = render(<otp.NoAccess />);
    expect(screen.getByRole('heading', { name: 'У вас нет доступа' })).toBeInTheDocument();
    noAccess.unmount();
    render(<otp.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Документ не найден');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(fake.calls).toHaveLength(0);
  });

  it.each(Object.entries(otp))('%s has no serious or critical axe violations', async (_n, Story) => {
    const { container } = render(<Story />);
    if (container.querySelector('[role="document"]'))
      await screen.findAllByRole('img', { name: /^Страница 1/ });
    expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
