import type { Catalogue } from '../../shared/i18n/catalogue';
import type { publicRu } from './public-ru';

/**
 * The customer's pages in Kazakh: everything `publicRu` (public-ru.ts) holds, key for key (a missing or an extra key is a
 * type error). The terms are the insurance law's (the glossary in docs/public-pages.md): сақтандыру шарты,
 * сақтанушы, сақтандыру сыйлықақысы, дербес деректер, келісім, растау коды, төлем. A native speaker at the insurer
 * reviews the wording before production.
 */
export type PublicCatalogue = Catalogue<typeof publicRu>;

export const publicKk: PublicCatalogue = {
  language: {
    label: 'Бет тілі',
    ru: 'Русский',
    kk: 'Қазақша',
  },
  page: {
    titles: {
      kdp: 'Дербес деректерді жинауға және өңдеуге келісім',
      funcOtp: 'Құжатты растау',
      epay: 'Төлем',
    },
    notify: {
      error: 'Қате',
      success: 'Сәтті орындалды',
      warning: 'Ескерту',
      close: 'Жабу',
      region: 'Хабарламалар',
      item: 'Хабарлама',
    },
  },
  code: {
    code: 'SMS-тегі код',
    send: 'Кодты жіберу',
    codeHint: '4 цифр',
    sentTo: 'Код {phone} нөміріне жіберілді',
    sentNoPhone: 'Код жіберілді',
    smsSent: 'SMS {phone} нөміріне жіберілді',
    mailSent: 'Хат {email} мекенжайына жіберілді',
    codeFromMail: 'Хаттағы код',
    resend: 'Кодты қайта жіберу',
    resendIn: 'Қайта жіберуге дейін: {time}',
    sending: 'Жіберілуде...',
    confirm: 'Растау',
    verifying: 'Тексерілуде...',
    confirmed: 'Расталды',
    codeLength: 'Код 4 цифрдан тұруы керек',
  },
  consent: {
    title: 'Дербес деректерді жинауға және өңдеуге келісім',
    loading: 'Жүктелуде...',
    tabRu: 'Русский',
    tabKz: 'Қазақша',
    languages: 'Келісім мәтінінің тілі',
    download: 'Дербес деректерді жинауға және өңдеуге келісім',
    codePrompt: 'Келісімді растау үшін SMS-тегі кодты енгізіңіз',
    accepted: 'Келісім берілді',
    acceptedText: 'Рақмет! Дербес деректеріңізді жинауға және өңдеуге келісіміңіз алынды.',
    noAccess: 'Сізде қолжетімділік жоқ',
    noAccessText: 'Растау коды жіберілмеген. Сақтандыру компаниясының қызметкеріне хабарласыңыз.',
    loadFailed: 'Деректерді жүктеу мүмкін болмады',
    badPayload: 'Сервер жауабын оқу мүмкін болмады: деректер бүлінген немесе кілт сәйкес келмейді.',
    retry: 'Қайталау',
  },
  documentOtp: {
    title: 'Құжатты растау',
    documentTitle: 'Растауға арналған құжат',
    documentTypes: {
      termination: 'Полисті мерзімінен бұрын бұзу туралы өтініш',
      agreement: 'Сақтандыру шарты',
    },
    codePrompt: 'Құжатпен танысып, SMS-тегі кодты енгізіңіз',
    noDocument: 'Құжат қолжетімсіз',
    acceptedTexts: {
      termination: 'Рақмет! Полисті мерзімінен бұрын бұзу туралы өтініш расталды.',
      agreement: 'Рақмет! Сақтандыру шарты расталды.',
    },
    acceptedText: 'Рақмет! Құжат расталды.',
  },
  epay: {
    title: 'Төлем',
    redirect: 'Шартты төлеуге өту: {id}',
    widgetTitle: 'Картамен төлеу',
    close: 'Жабу',
    paid: 'Төлем сәтті өтті',
    paidText: '№ {id} шарт төленді. Терезені жабуға болады.',
    declined: 'Төлем өтпеді',
    declinedText:
      '№ {id} шарт бойынша төлем қабылданбады. Қайталап көріңіз немесе басқа картаны пайдаланыңыз.',
    cancelled: 'Төлемнен бас тартылды',
    retry: 'Қайта төлеу',
    failed: 'Төлемге өту мүмкін болмады',
    reload: 'Қайталау',
    untrustedWidget: 'Төлем виджетінің мекенжайы бапталған провайдердің мекенжайымен сәйкес келмейді.',
  },
  pdf: {
    loading: 'Құжат жүктелуде...',
    failed: 'Құжатты ашу мүмкін болмады',
    retry: 'Қайталау',
    page: 'Бет {n} / {total}',
    download: 'Жүктеп алу',
    prev: 'Алдыңғы бет',
    next: 'Келесі бет',
  },
  messages: {
    network: 'Сервермен байланыс жоқ. Қосылымды тексеріп, қайталап көріңіз.',
    malformed: 'Сервер қате жауап қайтарды. Кейінірек қайталап көріңіз.',
    http: 'Сервер қатесі ({status}). Кейінірек қайталап көріңіз.',
    error: 'Қате',
    internal: 'Сервердің ішкі қатесі. Кейінірек қайталап көріңіз.',
    enterCode: 'Кодты енгізіңіз',
    codeWrong: 'Код қате',
    codeExpired: 'Кодтың жарамдылық мерзімі өтті. Жаңа код сұратыңыз',
    codeBlocked: 'Әрекеттер саны шектен асты. Жаңа код сұратыңыз',
    codeNone: 'Код жіберілмеген',
    codesLocked: 'Қате кодтар тым көп. Келесі әрекетке дейін: {minutes} мин.',
    customerNotFound: 'Клиент табылмады',
    contractNotFound: 'Шарт табылмады',
    contractPaid: 'Шарт төленіп қойған',
    epayUnavailable: 'Төлем қызметі қолжетімсіз. Кейінірек қайталап көріңіз.',
    linkClosed: 'Шарт деректері өзгертілді: бұл төлем сілтемесі енді жарамсыз. Жаңа сілтеме сұратыңыз.',
    declinedByIssuer: 'Операцияны эмитент банк қабылдамады',
    providerCancelled: 'Төлемнен бас тартылды',
    providerNotConfirmed:
      'Төлемді дүкенде растау мүмкін болмады. Ақша есептен шығарылмады, кейінірек қайталап көріңіз.',
  },
};
