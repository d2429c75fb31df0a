/** Messages of the IBAN validator (shared/iban.ts), owned here because every feature with a bank account shows them. */
export const ruIban = {
  empty: 'Введите IBAN',
  format: 'IBAN должен начинаться с кода страны (2 буквы) и двух контрольных цифр',
  unknownCountry: 'Неизвестный код страны IBAN: {country}',
  length: 'IBAN для {country} должен содержать {length} символов',
  checksum: 'Неверная контрольная сумма IBAN',
  kzBankCode: 'Код банка в IBAN для KZ должен состоять из 3 цифр',
  unknownBank: 'Неизвестный код банка {code} в IBAN',
} as const;
