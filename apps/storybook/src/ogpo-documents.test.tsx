import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as uploadStories from '../stories/ogpo/DocumentUploadDialog.stories';
import * as podftStories from '../stories/ogpo/PodftDocumentsDialog.stories';
import { seriousViolations } from './axe';

const upload = composeStories(uploadStories);
const podft = composeStories(podftStories);
const fileOf = (name: string, bytes: number, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('Document upload modal', () => {
  it.each(Object.entries(upload))('%s: titled, no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Документы');
    expect(await seriousViolations()).toEqual([]);
  });

  it("the insurer's types; a chosen file goes to the machine; the hint of formats and sizes", async () => {
    const user = userEvent.setup();
    const onUpload = fn();
    const onSelectType = fn();
    render(<upload.Empty onUpload={onUpload} onSelectType={onSelectType} />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Страхователь: Сапарова Айгерим Нурлановна',
    );
    const type = screen.getByRole('combobox', { name: 'Тип документа' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Выберите тип документа',
      'Документ, удостоверяющий личность',
      'Водительское удостоверение',
      'Документ, подтверждающий льготу',
    ]);
    await user.selectOptions(type, '00028');
    expect(onSelectType).toHaveBeenCalledWith('00028');
    expect(screen.getByText('png, jpeg, pdf, не более 4 МБ и не менее 100 КБ')).toBeVisible();
    const file = fileOf('prava.png', 200_000, 'image/png');
    await user.upload(screen.getByLabelText('Выбрать файл'), file);
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(screen.getByText('Файлы не загружены')).toBeVisible();
  });

  it('refused files and a missing type: the reason under the field', () => {
    const { unmount } = render(<upload.NoType />);
    expect(screen.getByText('Выберите тип документа', { selector: 'p' })).toBeVisible();
    unmount();
    const second = render(<upload.TooSmall />);
    expect(screen.getByText('Размер файла меньше 100 КБ')).toBeVisible();
    second.unmount();
    const third = render(<upload.WrongType />);
    expect(screen.getByText('Допустимые форматы файла: png, jpeg, pdf')).toBeVisible();
    third.unmount();
    // the server's refusal is shown there too, not only as a notification (issue 30, item 2)
    render(<upload.UploadRefused />);
    expect(
      screen.getByText('Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.', {
        selector: 'p',
      }),
    ).toBeVisible();
  });

  it('the list of uploaded files, each with Удалить; uploading and deleting wait', async () => {
    const user = userEvent.setup();
    const onDelete = fn();
    const { unmount } = render(<upload.Uploaded onDelete={onDelete} />);
    const list = screen.getByRole('region', { name: 'Загруженные файлы' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('udostoverenie.png'), expect.stringContaining('prava.jpg')]);
    expect(within(list).getByText(/Водительское удостоверение · 234 КБ/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Удалить prava.jpg' }));
    expect(onDelete).toHaveBeenCalledWith(502);
    unmount();
    const u = render(<upload.Uploading />);
    expect(screen.getByLabelText('Выбрать файл')).toBeDisabled();
    u.unmount();
    render(<upload.Deleted />);
    expect(screen.getByText('Файлы не загружены')).toBeVisible();
  });

  it("a vehicle's modal offers its technical passport, chosen already", () => {
    render(<upload.Vehicle />);
    const type = screen.getByRole('combobox', { name: 'Тип документа' });
    expect(type).toHaveDisplayValue('Технический паспорт ТС');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Транспортное средство: 123ABC02');
  });
});

describe('Anti-money-laundering documents dialog', () => {
  it.each(Object.entries(podft))('%s: titled, no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Документы ПОДФТ');
    expect(await seriousViolations()).toEqual([]);
  });

  it('save is enabled once at least one image is chosen', async () => {
    const user = userEvent.setup();
    const onChoose = fn();
    const onSave = fn();
    const { unmount } = render(<podft.Empty onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    const file = fileOf('front.png', 200_000, 'image/png');
    await user.upload(screen.getByLabelText(/Лицевая сторона/), file);
    expect(onChoose).toHaveBeenCalledWith('front', file);
    unmount();
    render(<podft.FrontChosen onSave={onSave} />);
    expect(screen.getByTestId('podft-front')).toHaveTextContent('udostoverenie.png');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalled();
  });

  it('a refused image shows why; clearing a side; the server message on failure', async () => {
    const user = userEvent.setup();
    const onClear = fn();
    const { unmount } = render(<podft.Refused onClear={onClear} />);
    expect(screen.getByText('Допустимые форматы файла: png, jpeg')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Убрать: Лицевая сторона' }));
    expect(onClear).toHaveBeenCalledWith('front');
    unmount();
    const s = render(<podft.Saving />);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    s.unmount();
    render(<podft.SaveFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Объект проверки не найден');
    expect(screen.getByTestId('podft-front')).toHaveTextContent('udostoverenie.png');
  });
});
