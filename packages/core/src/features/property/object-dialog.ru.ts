/**
 * The object modal's own strings (spec part 2 section 2.3): its buttons as the spec names them; the fields' labels
 * and the 5.5 messages are ru.ts's. The spec gives the modal no title: 'Объект страхования' names what it holds.
 */
export const ruObjectDialog = {
  title: 'Объект страхования',
  description: 'Заполните сведения об объекте. Esc очищает форму.',
  close: 'Закрыть',
  add: 'Добавить',
} as const;
