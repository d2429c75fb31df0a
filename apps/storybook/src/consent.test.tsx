import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { CONSENT_TEXT, publicKk, ruConsent } from '@sakta/core';
import * as consentStories from '../stories/screens/Consent.stories';
import * as consentKkStories from '../stories/screens/Consent.kk.stories';
import * as otpStories from '../stories/screens/DocumentOtp.stories';
import * as otpKkStories from '../stories/screens/DocumentOtp.kk.stories';
import { fake } from './pdfjs-fake';
import { seriousViolations } from './axe';

// pdf.js cannot run in jsdom (no DOMMatrix, no canvas): the viewer gets the fake (the path is ui's dependency).
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('./pdfjs-fake'));

const consent = composeStories(consentStories);
const consentKk = composeStories(consentKkStories);
const otp = composeStories(otpStories);
const otpKk = composeStories(otpKkStories);

const KK_TITLE = 'Дербес деректерді жинауға және өңдеуге келісім';

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

  it('form: the Russian tab (the page is Russian), the download link, the code step without resend', () => {
    render(<consent.Form />);
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

  it('the switch "Қазақша / Русский": a named group of two toggle buttons, each in its own language', async () => {
    const onLanguageChange = fn();
    const user = userEvent.setup();
    render(<consent.Form onLanguageChange={onLanguageChange} />);
    const group = screen.getByRole('group', { name: 'Язык страницы' });
    const kk = within(group).getByRole('button', { name: 'Қазақша' });
    const ru = within(group).getByRole('button', { name: 'Русский' });
    expect(kk).toHaveAttribute('lang', 'kk');
    expect(kk).toHaveAttribute('aria-pressed', 'false');
    expect(ru).toHaveAttribute('aria-pressed', 'true');
    // the keyboard reaches it and presses it
    kk.focus();
    await user.keyboard('{Enter}');
    expect(onLanguageChange).toHaveBeenCalledWith('kk');
    expect(screen.getByRole('heading', { level: 1, name: publicKk.consent.title })).toBeInTheDocument();
    const group2 = screen.getByRole('group', { name: 'Бет тілі' });
    expect(within(group2).getByRole('button', { name: 'Қазақша' })).toHaveAttribute('aria-pressed', 'true');
    // the Kazakh tab is the page's language: one choice
    expect(screen.getByRole('tab', { name: 'Қазақша' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('lang', 'kk');
    await user.keyboard(' ');
    expect(onLanguageChange).toHaveBeenCalledTimes(1);
  });

  it('the Kazakh tab turns the whole page Kazakh, the Russian tab back', async () => {
    const onLanguageChange = fn();
    const user = userEvent.setup();
    const { container } = render(<consent.Form onLanguageChange={onLanguageChange} />);
    await user.click(screen.getByRole('tab', { name: 'Қазақша' }));
    expect(onLanguageChange).toHaveBeenCalledWith('kk');
    const page = container.querySelector('[data-slot="consent-screen"]')!;
    expect(page).toHaveAttribute('lang', 'kk');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: CONSENT_TEXT.kz.title })).toBeInTheDocument();
    expect(within(panel).getByText(CONSENT_TEXT.kz.paragraphs[0]!)).toBeInTheDocument();
    expect(screen.queryByText(CONSENT_TEXT.ru.paragraphs[0]!)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CONSENT_TEXT.kz.title);
    expect(screen.getByText('Келісімді растау үшін SMS-тегі кодты енгізіңіз')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS-тегі код')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Растау' })).toBeDisabled();
    expect(screen.getByRole('tablist', { name: 'Келісім мәтінінің тілі' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Русский' }));
    expect(onLanguageChange).toHaveBeenLastCalledWith('ru');
    expect(page).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('lang', 'ru');
  });

  it('the download link calls onDownload; it is busy while downloading', async () => {
    const onDownload = fn();
    const user = userEvent.setup();
    render(<consent.Form onDownload={onDownload} />);
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

  it("a refused code: cleared, the server's message in a red alert", () => {
    render(<consent.WrongCode />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Неверный код$/);
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

describe('Consent screen /kdp in Kazakh', () => {
  it('has every state of the Russian stories', () => {
    expect(Object.keys(consentKk)).toEqual(Object.keys(consent));
  });

  it('loading and the form: every word Kazakh, the Kazakh tab, the page marked lang="kk"', () => {
    const loading = render(<consentKk.Loading />);
    expect(screen.getByRole('heading', { level: 1, name: KK_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Жүктелуде...');
    loading.unmount();
    const { container } = render(<consentKk.CodeFilled />);
    expect(container.querySelector('[data-slot="consent-screen"]')).toHaveAttribute('lang', 'kk');
    expect(screen.getByRole('tab', { name: 'Қазақша' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(CONSENT_TEXT.kz.paragraphs[0]!);
    expect(screen.getByRole('button', { name: KK_TITLE })).toBeEnabled();
    expect(screen.getByLabelText('SMS-тегі код')).toHaveValue('4821');
    expect(screen.getByText('4 цифр')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Растау' })).toBeEnabled();
    // no Russian word is left on the page
    expect(container.textContent).not.toMatch(/Подтвердить|Код из SMS|Согласие|Загрузка/);
  });

  it.each([
    ['WrongCode', 'Код қате'],
    ['CodeExpired', 'Кодтың жарамдылық мерзімі өтті. Жаңа код сұратыңыз'],
    ['CodeBlocked', 'Әрекеттер саны шектен асты. Жаңа код сұратыңыз'],
    ['CodesLocked', 'Қате кодтар тым көп. Келесі әрекетке дейін: 42 мин.'],
    ['CodeNone', 'Код жіберілмеген'],
    ['VerifyOffline', 'Сервермен байланыс жоқ. Қосылымды тексеріп, қайталап көріңіз.'],
  ] as const)("%s: the server's Russian message shown in Kazakh", (story, text) => {
    const Story = consentKk[story];
    render(<Story />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('verifying, accepted, no access, failed with its retry', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    const verifying = render(<consentKk.Verifying />);
    expect(screen.getByRole('button', { name: 'Тексерілуде...' })).toBeDisabled();
    verifying.unmount();
    const accepted = render(<consentKk.Accepted />);
    expect(screen.getByRole('heading', { level: 2, name: 'Келісім берілді' })).toBeInTheDocument();
    expect(screen.getByText(publicKk.consent.acceptedText)).toBeInTheDocument();
    accepted.unmount();
    const noAccess = render(<consentKk.NoAccess />);
    expect(screen.getByRole('heading', { level: 2, name: 'Сізде қолжетімділік жоқ' })).toBeInTheDocument();
    expect(screen.getByText(publicKk.consent.noAccessText)).toBeInTheDocument();
    noAccess.unmount();
    const failed = render(<consentKk.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Деректерді жүктеу мүмкін болмады');
    expect(screen.getByRole('alert')).toHaveTextContent(publicKk.consent.badPayload);
    await user.click(screen.getByRole('button', { name: 'Қайталау' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    failed.unmount();
    render(<consentKk.FailedServer />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сервердің ішкі қатесі. Кейінірек қайталап көріңіз.');
  });

  it.each(Object.entries(consentKk))('%s has no serious or critical axe violations', async (_n, Story) => {
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
    expect(screen.getByRole('alert')).toHaveTextContent(ruConsent.badPayload);
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

describe('Document confirmation screen /func/otp in Kazakh', () => {
  it('has every state of the Russian stories', () => {
    expect(Object.keys(otpKk)).toEqual(Object.keys(otp));
  });

  it("form: the document's Kazakh title, the viewer's words in Kazakh, the code step", async () => {
    const { container } = render(<otpKk.CodeFilled />);
    const title = 'Полисті мерзімінен бұрын бұзу туралы өтініш';
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByRole('document', { name: title })).getByRole('status')).toHaveTextContent(
      'Құжат жүктелуде...',
    );
    await screen.findByRole('img', { name: 'Бет 1 / 2' }, { timeout: 5000 });
    expect(screen.getByText('Бет 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Жүктеп алу' })).toHaveAttribute('download', `${title}.pdf`);
    expect(screen.getByText('Құжатпен танысып, SMS-тегі кодты енгізіңіз')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS-тегі код')).toHaveValue('4821');
    expect(screen.getByRole('button', { name: 'Растау' })).toBeEnabled();
    expect(container.querySelector('[data-slot="document-otp-screen"]')).toHaveAttribute('lang', 'kk');
  });

  it('accepted names what was confirmed; no access; a wrong code; the generic title', async () => {
    const accepted = render(<otpKk.Accepted />);
    expect(screen.getByRole('heading', { level: 1, name: 'Құжатты растау' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Келісім берілді' })).toBeInTheDocument();
    expect(
      screen.getByText('Рақмет! Полисті мерзімінен бұрын бұзу туралы өтініш расталды.'),
    ).toBeInTheDocument();
    accepted.unmount();
    const agreement = render(<otpKk.AcceptedAgreement />);
    expect(screen.getByText('Рақмет! Сақтандыру шарты расталды.')).toBeInTheDocument();
    agreement.unmount();
    const noAccess = render(<otpKk.NoAccess />);
    expect(screen.getByRole('heading', { name: 'Сізде қолжетімділік жоқ' })).toBeInTheDocument();
    noAccess.unmount();
    const wrong = render(<otpKk.WrongCode />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Код қате$/);
    await screen.findAllByRole('img', { name: 'Бет 1 / 2' });
    wrong.unmount();
    render(<otpKk.UnknownType />);
    expect(screen.getByRole('heading', { level: 1, name: 'Растауға арналған құжат' })).toBeInTheDocument();
    await screen.findAllByRole('img', { name: 'Бет 1 / 2' });
  });

  it.each(Object.entries(otpKk))('%s has no serious or critical axe violations', async (_n, Story) => {
    const { container } = render(<Story />);
    if (container.querySelector('[role="document"]')) await screen.findAllByRole('img', { name: /^Бет 1/ });
    expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
