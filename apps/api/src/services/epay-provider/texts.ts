/**
 * The simulated provider's own words, in the two languages it offers (a real provider's widget takes its language
 * as a parameter too): the SPA opens the widget with `lang` = the page's language. These are the provider's, not
 * the product's (core's catalogues hold what the product's pages say).
 */

export type WidgetLanguage = 'ru' | 'kk';

/** The widget's `lang` parameter: Kazakh for 'kk' (or 'kaz', a provider's usual code), else Russian. */
export function widgetLanguage(value: string | undefined): WidgetLanguage {
  return value === 'kk' || value === 'kaz' ? 'kk' : 'ru';
}

const ru = {
  sandbox: 'Песочница',
  summary: 'Сведения о платеже',
  recipient: 'Получатель',
  invoice: 'Счёт',
  amount: 'Сумма к оплате',
  title: 'Оплата картой',
  form: 'Данные банковской карты',
  oneFieldWrong: 'Проверьте данные карты: одно поле заполнено неверно.',
  fieldsWrong: 'Проверьте данные карты: несколько полей заполнены неверно.',
  card: 'Номер карты',
  expiry: 'Срок (ММ/ГГ)',
  expiryPlaceholder: 'ММ/ГГ',
  cvc: 'CVC',
  holder: 'Имя держателя карты',
  pay: 'Оплатить {amount}',
  cancel: 'Отмена',
  hint: 'Это тестовая среда, деньги не списываются. Карты для проверки: {success} — успешная оплата, {declined} — отказ банка. Срок — любой будущий, CVC — любые 3 цифры, имя — латиницей.',
  secure: 'Данные карты вводятся на странице {provider} и не передаются магазину.',
  paid: 'Оплата прошла успешно',
  cancelled: 'Оплата отменена',
  declined: 'Оплата не прошла',
  paidText: 'Счёт № {invoice} оплачен.',
  notDone: 'Платёж не выполнен.',
  unavailable: 'Платёж недоступен',
  sessionMissing: 'Платёжная сессия не найдена.',
  sessionExpired: 'Время на оплату истекло. Начните оплату заново.',
  originRefused: 'Страница, с которой открыта оплата, не разрешена для этого магазина.',
  declinedByIssuer: 'Операция отклонена банком-эмитентом',
  shopRefused: 'Магазин не принял платёж: {reason}',
  notConfirmed: 'Не удалось подтвердить платёж в магазине. Деньги не списаны, попробуйте позже.',
  numberRequired: 'Введите номер карты',
  numberInvalid: 'Неверный номер карты',
  expiryInvalid: 'Укажите срок действия в формате ММ/ГГ',
  expiryPast: 'Срок действия карты истёк',
  cvcInvalid: 'CVC — 3 цифры на обороте карты',
  holderInvalid: 'Укажите имя держателя латинскими буквами, как на карте',
};

export type WidgetText = Record<keyof typeof ru, string>;

const kk: WidgetText = {
  sandbox: 'Сынақ ортасы',
  summary: 'Төлем туралы мәліметтер',
  recipient: 'Алушы',
  invoice: 'Шот',
  amount: 'Төленетін сома',
  title: 'Картамен төлеу',
  form: 'Банк картасының деректері',
  oneFieldWrong: 'Карта деректерін тексеріңіз: бір өріс қате толтырылған.',
  fieldsWrong: 'Карта деректерін тексеріңіз: бірнеше өріс қате толтырылған.',
  card: 'Карта нөмірі',
  expiry: 'Мерзімі (АА/ЖЖ)',
  expiryPlaceholder: 'АА/ЖЖ',
  cvc: 'CVC',
  holder: 'Карта ұстаушының аты',
  pay: '{amount} төлеу',
  cancel: 'Бас тарту',
  hint: 'Бұл сынақ ортасы, ақша есептен шығарылмайды. Тексеруге арналған карталар: {success} — сәтті төлем, {declined} — банктің бас тартуы. Мерзімі — кез келген болашақ ай, CVC — кез келген 3 цифр, аты — латын әріптерімен.',
  secure: 'Карта деректері {provider} бетінде енгізіледі және дүкенге берілмейді.',
  paid: 'Төлем сәтті өтті',
  cancelled: 'Төлемнен бас тартылды',
  declined: 'Төлем өтпеді',
  paidText: '№ {invoice} шот төленді.',
  notDone: 'Төлем орындалмады.',
  unavailable: 'Төлем қолжетімсіз',
  sessionMissing: 'Төлем сессиясы табылмады.',
  sessionExpired: 'Төлеу уақыты өтіп кетті. Төлемді қайтадан бастаңыз.',
  originRefused: 'Төлем ашылған бетке бұл дүкен үшін рұқсат берілмеген.',
  declinedByIssuer: 'Операцияны эмитент банк қабылдамады',
  shopRefused: 'Дүкен төлемді қабылдамады: {reason}',
  notConfirmed:
    'Төлемді дүкенде растау мүмкін болмады. Ақша есептен шығарылмады, кейінірек қайталап көріңіз.',
  numberRequired: 'Карта нөмірін енгізіңіз',
  numberInvalid: 'Карта нөмірі қате',
  expiryInvalid: 'Жарамдылық мерзімін АА/ЖЖ пішімінде көрсетіңіз',
  expiryPast: 'Картаның жарамдылық мерзімі өтіп кетті',
  cvcInvalid: 'CVC — картаның сыртындағы 3 цифр',
  holderInvalid: 'Карта ұстаушының атын картадағыдай латын әріптерімен көрсетіңіз',
};

export const WIDGET_TEXT: Record<WidgetLanguage, WidgetText> = { ru, kk };
