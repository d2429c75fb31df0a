/**
 * The resident rules' and required documents' messages (spec part 2 sections 5.3, 5.4), word for word; where the
 * spec elides the end ('для …'), the product's name of section 1 completes it ('{product}').
 */
export const ruRules = {
  products: { 1: 'ОГПО ВТС Стандарт', 2: 'ОГПО ВТС Временный въезд', 3: 'ОГПО ВТС Транзит' },
  resident: {
    insurerNonResident: 'Страхователь не может быть нерезидентом для {product}',
    // sic: the spec's text has no 'быть'
    insurerResident: 'Страхователь не может резидентом для {product}',
    insuredNonResident: 'Застрахованный не может быть нерезидентом для {product}',
    foreignVehicle: 'Иностранная регистрация ТС не допускается для {product}',
    kazakhVehicle: 'Авто с казахстанской регистрацией не допускается для {product}',
    productType: 'Неверный тип продукта',
    notRegistered: 'Оформление невозможно: машина не зарегистрированна в РК',
    residentPresent: 'Оформление невозможно: в полисе присутствует резидент',
  },
  documents: {
    attachAll: 'Прикрепите все документы',
    attachLicence: 'Прикрепите водительское удостоверение',
  },
  /** The default insured of a legal-entity insurer (4.1; the spec gives no words for these refusals). */
  defaultInsured: {
    notPerson: 'Застрахованным (водителем) может быть только физическое лицо.',
    misplaced:
      'Застрахованный по умолчанию допускается только для страхователя — юридического лица без указанных водителей.',
    unavailable: 'Реестр не вернул застрахованного по умолчанию для юридического лица.',
  },
} as const;
