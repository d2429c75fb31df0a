// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeFromCopy } from './copy-input';
import { holdClicks, pressHeldClicks } from './held-clicks';

/**
 * A screen as the server paints it and as the app renders it: the same labels and buttons (ids differ, as React's
 * useId does between the two renders).
 */
function screen(id: string, start = '30.11.2026'): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.innerHTML = `
    <form>
      <label for="${id}-start">Дата начала<span aria-hidden="true">*</span></label>
      <input id="${id}-start" type="text" value="${start}">
      <label for="${id}-phone">Телефон</label><input id="${id}-phone" type="tel" value="">
      <label for="${id}-phone2">Телефон</label><input id="${id}-phone2" type="tel" value="">
      <label for="${id}-agent">Агент</label>
      <select id="${id}-agent"><option value="" selected>Без агента</option><option value="7">Агент 7</option></select>
      <label for="${id}-contracts">Есть договоры</label><input id="${id}-contracts" type="checkbox">
      <label for="${id}-manager">Менеджер</label><input id="${id}-manager" type="text" value="Сейткали" disabled>
      <button type="button">Добавить авто</button>
      <button type="button" aria-label="Открыть календарь">📅</button>
    </form>`;
  document.body.append(element);
  return element;
}

const field = (scope: HTMLElement, name: string) =>
  scope.querySelector<HTMLInputElement>(`#${scope.id}-${name}`)!;
const select = (scope: HTMLElement) => scope.querySelector<HTMLSelectElement>('select')!;

/** What the live page's fields report, as React would read them (input and change events). */
function reports(root: HTMLElement) {
  const events: string[] = [];
  root.addEventListener('input', (e) => events.push(`input ${(e.target as HTMLElement).id}`));
  root.addEventListener('change', (e) => events.push(`change ${(e.target as HTMLElement).id}`));
  return events;
}

afterEach(() => document.body.replaceChildren());

describe('what a person did on the copy goes to the live page at the hand-over', () => {
  it('each changed field to the live field of the same label, as the input it is; unchanged fields stay as they are', () => {
    const copy = screen('copy');
    const root = screen('root');
    const events = reports(root);
    field(copy, 'start').value = '01122026';
    field(copy, 'phone2').value = '7015120128';
    select(copy).value = '7';
    field(copy, 'contracts').checked = true;

    const give = takeFromCopy(copy, root, () => undefined);
    copy.remove();
    give();

    expect(field(root, 'start').value).toBe('01122026');
    // two fields of one label: the second is the second
    expect(field(root, 'phone').value).toBe('');
    expect(field(root, 'phone2').value).toBe('7015120128');
    expect(select(root).value).toBe('7');
    expect(field(root, 'contracts').checked).toBe(true);
    expect(events).toEqual([
      'input root-start',
      'input root-start',
      'input root-phone2',
      'input root-phone2',
      'change root-agent',
      'input root-contracts',
      'change root-contracts',
    ]);
  });

  it('the focus and the caret go to the live field; a disabled live field is never given a value', () => {
    const copy = screen('copy');
    const root = screen('root');
    const typing = field(copy, 'start');
    typing.focus();
    typing.setSelectionRange(2, 2);
    field(copy, 'manager').disabled = false;
    field(copy, 'manager').value = 'Другой';

    const give = takeFromCopy(copy, root, () => undefined);
    copy.remove();
    give();

    expect(document.activeElement).toBe(field(root, 'start'));
    expect([field(root, 'start').selectionStart, field(root, 'start').selectionEnd]).toEqual([2, 2]);
    expect(field(root, 'manager').value).toBe('Сейткали');
  });

  it("a press held on the copy is made on the live page's button of the same name, once", () => {
    const copy = screen('copy');
    const root = screen('root');
    const pressed = vi.fn();
    root.addEventListener('click', (e) => pressed((e.target as HTMLElement).closest('button')?.textContent));
    holdClicks(copy);
    expect(copy.dataset.holding).toBe('');
    copy.querySelector<HTMLButtonElement>('button')!.click();
    copy.querySelector<HTMLButtonElement>('[aria-label="Открыть календарь"]')!.click();
    expect(pressed).not.toHaveBeenCalled();

    const give = takeFromCopy(copy, root, (counterpart) => pressHeldClicks(copy, counterpart));
    copy.remove();
    give();

    expect(pressed.mock.calls).toEqual([['Добавить авто'], ['📅']]);
    expect(copy.dataset.holding).toBeUndefined();
  });

  it("the copy's form is never sent while its presses are held", () => {
    const copy = screen('copy');
    holdClicks(copy);
    const submitted = new Event('submit', { cancelable: true, bubbles: true });
    copy.querySelector('form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    pressHeldClicks(copy);
  });
});
