import type { DictionaryItem } from '@sakta/core/ogpo/client';

/**
 * The dictionaries of the client dialog (spec part 2 section 7.1): countries, kinds of activity (ОКЭД sections
 * and the review flow's default 250), economic sectors (default 10). Sandbox data.
 */

/** Every country the register knows; `excluded`: left out of the dialog's list (7.1's filtered list). */
export const COUNTRIES: readonly (DictionaryItem & { excluded?: true })[] = [
  { id: 1, name: 'Казахстан' },
  { id: 2, name: 'Россия', excluded: true },
  { id: 3, name: 'Армения', excluded: true },
  { id: 4, name: 'Азербайджан', excluded: true },
  { id: 5, name: 'Бангладеш', excluded: true },
  { id: 6, name: 'Беларусь', excluded: true },
  { id: 7, name: 'Индия', excluded: true },
  { id: 8, name: 'Кыргызстан', excluded: true },
  { id: 9, name: 'Молдова', excluded: true },
  { id: 10, name: 'Таджикистан', excluded: true },
  { id: 11, name: 'Украина', excluded: true },
  { id: 12, name: 'Узбекистан', excluded: true },
  { id: 13, name: 'Германия' },
  { id: 14, name: 'Великобритания' },
  { id: 15, name: 'Китай' },
  { id: 16, name: 'Монголия' },
  { id: 17, name: 'Турция' },
  { id: 18, name: 'США' },
  { id: 19, name: 'Франция' },
  { id: 20, name: 'Италия' },
  { id: 21, name: 'Южная Корея' },
  { id: 22, name: 'Япония' },
  { id: 23, name: 'Грузия' },
  { id: 24, name: 'Туркменистан' },
  { id: 25, name: 'Польша' },
  { id: 26, name: 'Чехия' },
  { id: 27, name: 'Нидерланды' },
  { id: 28, name: 'Объединённые Арабские Эмираты' },
  { id: 29, name: 'Иран' },
  { id: 30, name: 'Афганистан' },
  { id: 31, name: 'Лицо без гражданства' },
];

export const DIALOG_COUNTRIES: readonly DictionaryItem[] = COUNTRIES.filter((c) => !c.excluded).map(
  ({ id, name }) => ({ id, name }),
);

export const ACTIVITY_KINDS: readonly DictionaryItem[] = [
  { id: 1, name: 'Сельское, лесное и рыбное хозяйство' },
  { id: 2, name: 'Горнодобывающая промышленность и разработка карьеров' },
  { id: 3, name: 'Обрабатывающая промышленность' },
  { id: 4, name: 'Электроснабжение, подача газа, пара и воздушное кондиционирование' },
  { id: 5, name: 'Строительство' },
  { id: 6, name: 'Оптовая и розничная торговля; ремонт автомобилей и мотоциклов' },
  { id: 7, name: 'Транспорт и складирование' },
  { id: 8, name: 'Услуги по проживанию и питанию' },
  { id: 9, name: 'Информация и связь' },
  { id: 10, name: 'Финансовая и страховая деятельность' },
  { id: 11, name: 'Операции с недвижимым имуществом' },
  { id: 12, name: 'Профессиональная, научная и техническая деятельность' },
  { id: 13, name: 'Образование' },
  { id: 14, name: 'Здравоохранение и социальные услуги' },
  { id: 250, name: 'Прочие виды деятельности' },
];

export const ECONOMIC_SECTORS: readonly DictionaryItem[] = [
  { id: 1, name: 'Центральные (национальные) банки' },
  { id: 2, name: 'Государственное управление' },
  { id: 3, name: 'Другие депозитные организации' },
  { id: 4, name: 'Другие финансовые организации' },
  { id: 5, name: 'Государственные нефинансовые организации' },
  { id: 6, name: 'Некоммерческие организации, обслуживающие домашние хозяйства' },
  { id: 7, name: 'Негосударственные нефинансовые организации' },
  { id: 9, name: 'Домашние хозяйства' },
  { id: 10, name: 'Прочие нефинансовые организации' },
];
