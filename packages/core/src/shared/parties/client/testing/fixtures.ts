import type { ClientConsentAnswer } from '../endpoints';
import type { ClientData, ClientDocument, ClientLocation, ClientRecord } from '../contract';
import { blankRecord } from '../client-record';
import type { Flags } from '../rules';

/**
 * The client dialog's fixtures: records as the sandbox register answers them (apps/api seed-clients-data.ts), for
 * the model tests and the stories. Each is the dialog's blank record of its kind (the field table's blanks, the
 * driver of 4.3 on 2026-03-02) with what the register knows.
 */

const AS_OF = '2026-03-02';
/** A document the ministry issued, verified by the register on its day of issue or not. */
const mvd = (
  type_id: ClientDocument['type_id'],
  number: string,
  issued: string,
  until: string,
  verified: boolean,
): ClientDocument => ({
  type_id,
  number,
  issued,
  issuer: 'МВД РК',
  until,
  valid: true,
  verified_at: verified ? `${issued}T10:00:00.000Z` : null,
});
const AKHMETOV_ID = mvd(1, '045612378', '2021-07-20', '2031-07-20', true);

interface Known extends Partial<Omit<ClientRecord, 'client' | 'location'>> {
  client: Partial<ClientData> & Pick<ClientData, 'title' | 'iin' | 'esbd_id'>;
  document: ClientDocument;
  location: Partial<ClientLocation>;
}

function registerClient(filter: Flags, known: Known): ClientRecord {
  const { client, location, ...rest } = known;
  const blank = blankRecord({
    mode: filter.person ? (filter.resident ? 0 : 3) : 2,
    flags: filter,
    query: { iin: '', surname: '', name: '', birthday: client.birthday ?? '', phone: '' },
    input: { today: AS_OF },
  });
  return {
    ...blank,
    documents: [known.document],
    ...rest,
    filter,
    client: { ...blank.client, ...client },
    location: { ...blank.location, ...location },
  };
}

export const OGPO_CLIENT_RESIDENT: ClientRecord = registerClient(
  { resident: true, person: true, verify: true },
  {
    client: {
      title: 'Ахметов Ерлан Сапарович',
      surname: 'Ахметов',
      name: 'Ерлан',
      patronymic: 'Сапарович',
      birthday: '1985-03-15',
      iin: '850315300128',
      phone: '+7(701) 512-0128',
      email: 'erlan.akhmetov@mail.kz',
      esbd_id: 1,
    },
    document: AKHMETOV_ID,
    documents: [AKHMETOV_ID, mvd(11, 'N12345678', '2019-02-01', '2029-02-01', false)],
    location: { address: 'г. Алматы, мкр. Самал-2, д. 58, кв. 14' },
    class: { class_id: 7, class: '5' },
    bank: { iik: 'KZ18722S000012345678', bik: 'CASPKZKA', name: 'АО «KASPI BANK»', kbe: '19' },
  },
);

export const OGPO_CLIENT_ENTREPRENEUR: ClientRecord = {
  ...OGPO_CLIENT_RESIDENT,
  client: {
    ...OGPO_CLIENT_RESIDENT.client,
    title: 'Жумабаев Асхат Нурланович',
    surname: 'Жумабаев',
    name: 'Асхат',
    patronymic: 'Нурланович',
    iin: '880610300018',
    birthday: '1988-06-10',
    esbd_id: 7,
  },
  document: { ...OGPO_CLIENT_RESIDENT.document, number: '046610018' },
  documents: [{ ...OGPO_CLIENT_RESIDENT.document, number: '046610018' }],
  entrepreneur: {
    name: 'ИП «Жумабаев»',
    number: '0012345',
    address: 'г. Алматы, ул. Толе би, д. 101, офис 3',
    date: '2015-04-01',
    activity_kind_id: 6,
  },
  bank: { iik: '', bik: '', name: '', kbe: '' },
};

const BERLIN_PASSPORT: ClientDocument = {
  type_id: 12,
  number: 'C01X00T47',
  issued: '2019-08-01',
  issuer: 'Stadt Berlin',
  until: '2029-07-31',
  valid: true,
  verified_at: '2019-08-01T10:00:00.000Z',
};

export const OGPO_CLIENT_NON_RESIDENT: ClientRecord = registerClient(
  { resident: false, person: true, verify: false },
  {
    client: {
      title: 'MUELLER ANNA',
      surname: 'MUELLER',
      name: 'ANNA',
      surname_eng: 'MUELLER',
      name_eng: 'ANNA',
      birthday: '1986-08-30',
      sex: 2,
      iin: '860830400106',
      phone: '+7(777) 830-0106',
      email: 'anna.mueller@web.de',
      esbd_id: 14,
      country_id: 13,
    },
    document: BERLIN_PASSPORT,
    documents: [mvd(4, '004512889', '2022-05-05', '2027-05-05', true), BERLIN_PASSPORT],
    location: { country_id: 13, address: 'г. Алматы, ул. Фурманова, д. 65, кв. 8' },
    class: { class_id: 5, class: '3' },
  },
);

export const OGPO_CLIENT_LEGAL: ClientRecord = registerClient(
  { resident: true, person: false, verify: true },
  {
    client: {
      title: 'ТОО «Дала Логистик»',
      iin: '150340001008',
      phone: '+7(727) 340-1008',
      email: 'office@dala-logistic.kz',
      esbd_id: 12,
      activity_kind_id: 7,
      economics_sector_id: 7,
      accountant: 'Ермекова Г.С.',
    },
    document: {
      type_id: 7,
      number: '15034-1910-ТОО',
      issued: '2015-03-20',
      issuer: 'Министерство юстиции РК',
      until: '',
      valid: true,
      verified_at: '2015-03-20T10:00:00.000Z',
    },
    documents: [],
    location: { address: 'г. Алматы, ул. Розыбакиева, д. 247, офис 12' },
    bank: { iik: 'KZ29856KZT0000456789', bik: 'KCJBKZKX', name: 'АО «Банк ЦентрКредит»', kbe: '17' },
    leader: { iin: '760911300022', added: false, title: 'Сулейменов Бауыржан Асанович' },
    beneficiaries: [
      { iin: '910304400039', added: false, title: 'Касымова Жанар Болатовна' },
      { iin: '760911300022', added: false, title: 'Сулейменов Бауыржан Асанович' },
    ],
  },
);

export const OGPO_CONSENT_10: ClientConsentAnswer = {
  status: 10,
  message:
    'Клиенту отправлен код согласия (КДП). Введите код из СМС или дождитесь подтверждения на странице согласия.',
  iin: '900722400456',
  phone: '+7(702) 722-0456',
};

export const OGPO_CONSENT_2: ClientConsentAnswer = {
  status: 2,
  message: 'Клиент не предоставил согласие на сбор и обработку персональных данных (КДП).',
  iin: '951228400660',
  phone: '+7(707) 228-0660',
};
