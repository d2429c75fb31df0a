/**
 * Strings of the admin catalogues: products, versions and the agreements admin with its recipients (spec part 1
 * section 2 "Products and versions admin", "Agreements admin"; section 5). One place for the feature's texts.
 */
import { ruCatalogueCommon } from './ru-common';

export const ruCatalogues = {
  common: ruCatalogueCommon,
  products: {
    title: 'Продукты',
    id: 'ID',
    code: 'Код',
    name: 'Название',
    newTitle: 'Новый продукт',
    editTitle: 'Продукт',
    /** The switch's accessible name. */
    switchLabel: 'Продукт «{title}» доступен',
  },
  versions: {
    title: 'Версии',
    id: 'ID',
    version: 'Версия',
    newTitle: 'Новая версия',
    editTitle: 'Версия',
    /** The footer's list of versions (every user). */
    listTitle: 'Версии приложения',
    listEmpty: 'Нет записи',
  },
  agreements: {
    title: 'На согласование',
    id: 'ID',
    name: 'Наименование',
    document: 'Документ (PDF)',
    chooseFile: 'Выбрать файл',
    fileChosen: 'Выбран файл: {name}',
    fileStored: 'Документ загружен. Выберите другой файл, чтобы заменить его.',
    /** Spec section 5: a file that is not application/pdf. */
    pdfOnly: 'Пожалуйста, выберите файл формата PDF.',
    newTitle: 'Новый документ',
    editTitle: 'Документ',
    recipients: 'Получатели',
    recipientsOf: 'Получатели: {title}',
  },
  confirmers: {
    /** The confirmers modal's title, as the spec writes it. */
    title: 'Список получатели',
    users: 'Пользователи',
    chosen: 'Выбранные получатели',
    addAll: 'Добавить всех',
    clear: 'Очистить',
    add: 'Добавить',
    export: 'Экспорт',
    exporting: 'Выгрузка...',
    noneChosen: 'Получатели не выбраны',
    addUser: 'Добавить: {title}',
    removeUser: 'Убрать: {title}',
    id: 'ID',
    role: 'Роль',
    status: 'Статус',
    fullName: 'ФИО',
    statuses: { 0: 'Отправлено', 1: 'Не согласовано', 2: 'Согласовано' } as Record<0 | 1 | 2, string>,
    saved: 'Получатели назначены',
  },
} as const;
