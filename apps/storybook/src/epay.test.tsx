import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/screens/Epay.stories';
import * as kkStories from '../stories/screens/Epay.kk.stories';
import { EPAY_WIDGET_URL } from '../stories/fixtures-public';
import axe from 'axe-core';
import { seriousViolations } from './axe';

/** seriousViolations without descending into iframes (jsdom cannot talk to the widget's frame). */
async function seriousViolationsNoFrames(): Promise<string[]> {
  const results = await axe.run(document.body, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}`);
}

const all = composeStories(stories);
const kk = composeStories(kkStories);
/** The page's own controls (the bar's language switch aside). */
const main = () => within(screen.getByRole('main'));
const {
  Loading,
  Widget,
  Paid,
  Declined,
  DeclinedWithReason,
  Cancelled,
  Failed,
  AlreadyPaid,
  FailedNoMessage,
} = all;

describe('Card payment screen /epay', () => {
  it('loading: "Переход на оплату договора: 1042" with a spinner', () => {
    render(<Loading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Переход на оплату договора: 1042');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('widget: a modal overlay with the provider iframe in a 420 x 900 px box, scrolling within 100vh', () => {
    render(<Widget />);
    const dialog = screen.getByRole('dialog', { name: 'Оплата картой' });
    // modal: the page behind is hidden from assistive technology while the widget is open
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Оплата');
    expect(dialog).toHaveStyle({ width: '420px', height: '900px', maxHeight: '100vh' });
    expect(dialog).toHaveClass('overflow-auto', 'fixed');
    const frame = within(dialog).getByTitle('Оплата картой');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', EPAY_WIDGET_URL);
    // the frame fills the 420 x 900 box, which a phone narrows to its width (max-w-[100vw])
    expect(frame).toHaveClass('h-full', 'w-full');
    expect(dialog).toHaveClass('max-w-[100vw]');
    expect(document.querySelector('[data-slot="epay-backdrop"]')).toHaveClass('fixed', 'inset-0');
  });

  it('widget: the close button and Esc call onClose; a click on the backdrop does not', async () => {
    const onClose = fn();
    const user = userEvent.setup();
    render(<Widget onClose={onClose} />);
    await user.click(document.querySelector('[data-slot="epay-backdrop"]')!);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('paid: the success card with the contract id', () => {
    render(<Paid />);
    expect(screen.getByRole('heading', { level: 2, name: 'Оплата прошла успешно' })).toBeInTheDocument();
    expect(screen.getByText('Договор 1042 оплачен. Окно можно закрыть.')).toBeInTheDocument();
    expect(main().queryByRole('button')).not.toBeInTheDocument();
  });

  it('declined: the message in an alert and "Оплатить снова" calls onRetry', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    render(<Declined onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Оплата не прошла');
    expect(alert).toHaveTextContent('Платёж по договору 1042 отклонён.');
    // the title once, not again as the message
    expect(screen.getAllByText('Оплата не прошла')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Оплатить снова' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("declined with the provider's reason shows the reason", () => {
    render(<DeclinedWithReason />);
    expect(screen.getByRole('alert')).toHaveTextContent('Операция отклонена банком-эмитентом');
  });

  it('cancelled: "Оплата отменена" and "Оплатить снова"', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    render(<Cancelled onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Оплата отменена' })).toBeInTheDocument();
    expect(screen.getAllByText('Оплата отменена')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Оплатить снова' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("failed: the server's message with an info icon and 'Повторить'", async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    render(<Failed onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Платёжный сервис недоступен. Попробуйте позже.');
    expect(alert.querySelector('svg.lucide-info')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("a contract already paid: the server's message with an info icon and no 'Повторить' (issue 30, item 20)", () => {
    render(<AlreadyPaid />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Договор уже оплачен');
    expect(alert.querySelector('svg.lucide-info')).not.toBeNull();
    expect(main().queryByRole('button')).not.toBeInTheDocument();
  });

  it('failed without a message says "Не удалось перейти к оплате"', () => {
    render(<FailedNoMessage />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Не удалось перейти к оплате$/);
  });

  it.each(Object.entries(all))('%s has no serious or critical axe violations', async (_n, Story) => {
    render(<Story />);
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата', hidden: true })).toBeInTheDocument();
    const frames = document.querySelectorAll('iframe').length;
    expect(await (frames ? seriousViolationsNoFrames() : seriousViolations())).toEqual([]);
  });
});

describe('Card payment screen /epay in Kazakh', () => {
  it('has every state of the Russian stories', () => {
    expect(Object.keys(kk)).toEqual(Object.keys(all));
  });

  it("loading and the widget: 'Шартты төлеуге өту', the overlay named 'Картамен төлеу', its 'Жабу'", () => {
    const loading = render(<kk.Loading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Төлем' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Шартты төлеуге өту: 1042');
    loading.unmount();
    render(<kk.Widget />);
    const dialog = screen.getByRole('dialog', { name: 'Картамен төлеу' });
    expect(within(dialog).getByTitle('Картамен төлеу').tagName).toBe('IFRAME');
    expect(within(dialog).getByRole('button', { name: 'Жабу' })).toBeInTheDocument();
  });

  it('paid, declined (its own text and the reason in Kazakh), cancelled', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    const paid = render(<kk.Paid />);
    expect(screen.getByRole('heading', { level: 2, name: 'Төлем сәтті өтті' })).toBeInTheDocument();
    expect(screen.getByText('№ 1042 шарт төленді. Терезені жабуға болады.')).toBeInTheDocument();
    paid.unmount();
    const declined = render(<kk.Declined onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Төлем өтпеді');
    expect(screen.getByRole('alert')).toHaveTextContent('№ 1042 шарт бойынша төлем қабылданбады.');
    await user.click(screen.getByRole('button', { name: 'Қайта төлеу' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    declined.unmount();
    const reason = render(<kk.DeclinedWithReason />);
    expect(screen.getByRole('alert')).toHaveTextContent('Операцияны эмитент банк қабылдамады');
    reason.unmount();
    render(<kk.Cancelled />);
    expect(screen.getByRole('heading', { name: 'Төлемнен бас тартылды' })).toBeInTheDocument();
  });

  it.each([
    ['Failed', 'Төлем қызметі қолжетімсіз. Кейінірек қайталап көріңіз.'],
    ['AlreadyPaid', 'Шарт төленіп қойған'],
    ['NotFound', 'Шарт табылмады'],
    ['LinkClosed', 'Шарт деректері өзгертілді: бұл төлем сілтемесі енді жарамсыз. Жаңа сілтеме сұратыңыз.'],
    ['UntrustedWidget', 'Төлем виджетінің мекенжайы бапталған провайдердің мекенжайымен сәйкес келмейді.'],
    ['FailedOffline', 'Сервермен байланыс жоқ. Қосылымды тексеріп, қайталап көріңіз.'],
  ] as const)("%s: 'Төлемге өту мүмкін болмады' and the server's message in Kazakh", (story, text) => {
    const Story = kk[story];
    render(<Story />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Төлемге өту мүмкін болмады');
    expect(alert).toHaveTextContent(text);
  });

  it("a failure that can pass offers 'Қайталау'", () => {
    render(<kk.FailedOffline />);
    expect(main().getByRole('button', { name: 'Қайталау' })).toBeInTheDocument();
  });

  it.each(Object.entries(kk))('%s has no serious or critical axe violations', async (_n, Story) => {
    render(<Story />);
    expect(screen.getByRole('heading', { level: 1, name: 'Төлем', hidden: true })).toBeInTheDocument();
    const frames = document.querySelectorAll('iframe').length;
    expect(await (frames ? seriousViolationsNoFrames() : seriousViolations())).toEqual([]);
  });
});
