/**
 * Strings of the home page's agreements to confirm and of the agreement confirmation modal (spec part 1 section 2
 * "Home", "Agreement confirmation modal"). A separate object from `ru`: the login route does not carry them.
 */
export const ruHome = {
  agreements: {
    title: 'На согласование',
    loading: 'Загрузка...',
    refreshing: 'Обновление списка...',
    empty: 'Документов на согласование нет',
    loadFailed: 'Не удалось загрузить документы на согласование',
    retry: 'Повторить',
    /** Heard before an agreement's title and description: the row's button is named by what it shows. */
    open: 'Открыть:',
  },
  agreement: {
    /** The step-0 button that starts the confirmation (sends the code). */
    start: 'Согласовать',
    prompt: 'Чтобы согласовать документ, подтвердите его кодом из SMS',
    close: 'Закрыть',
    /** The success notification after the code was accepted. */
    confirmed: 'Документ «{title}» согласован',
    noDescription: 'Без описания',
    /** The modal's code could not be fetched (offline, a new deployment). */
    loadFailed: 'Не удалось открыть документ. Обновите страницу.',
  },
} as const;
