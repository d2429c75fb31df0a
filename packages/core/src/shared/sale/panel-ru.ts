/**
 * The words of the sale's contract panel, the alerts and the success card (spec part 2 sections 2.1, 2.3, 5.6, 8),
 * word for word where the spec gives them. The machine's own messages (hints, waiting, errors, 'Сохранено') come
 * in the view; these are the labels the views put around them.
 * The fields' own labels are ruSale.panel's.
 */
import { ruSale } from './ru';

export const ruSalePanel = {
  panel: {
    ...ruSale.panel,
    otpHeading: 'Подтверждение страхователя',
    /** The insurer's code confirmed (section 8). */
    otpConfirmed: 'Код подтвержден',
    hintsLabel: 'Что осталось сделать',
    draftId: 'Черновик №{id}',
    busy: {
      verifying: 'Проверка участников договора…',
      calculating: 'Расчёт премии…',
      checkingOut: 'Выставление счёта…',
      checkingPayment: 'Проверка оплаты…',
    },
  },
  buttons: {
    verify: 'Проверить',
    calculate: 'Рассчитать',
    verifyAgain: 'Проверить снова',
    saveDraft: 'Сохранить черновик',
    transfer: 'Перечисление',
    card: 'Оплатить картой',
    kaspi: 'Kaspi',
    checkPayment: 'Проверить оплату',
  },
  payment: {
    heading: 'Оплата',
    methods: { transfer: 'Перечисление по счёту', card: 'Оплата картой', kaspi: 'Kaspi' },
    invoice: 'Счёт №{invoice}',
    open: 'Открыть страницу оплаты',
    newTab: '(откроется в новой вкладке)',
  },
  alert: {
    title: 'Внимание',
    close: 'Закрыть',
    closeIn: 'Закрыть ({seconds})',
    wait: 'Окно можно будет закрыть через {seconds} с.',
    closable: 'Окно можно закрыть.',
  },
  success: {
    title: 'Договор успешно создан',
    number: 'Номер договора',
    global: 'Глобальный номер',
    processing: 'Присваивается в 1С…',
    from: 'Дата начала',
    to: 'Дата окончания',
    premium: 'Премия',
    receipt: 'Квитанция',
    policy: 'Полис',
    documentsLater: 'Квитанция и полис откроются, когда 1С присвоит глобальный номер.',
    ok: 'OK',
  },
} as const;
