// Stories of the OGPO client dialog: every state of the production client dialog machine, replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClientDialog } from '@sakta/ui';
import { done, failed, offline, refused } from '../replay';
import {
  CONSENT_10,
  CONSENT_2,
  DEMO_SCANS,
  DICTIONARIES,
  FOUND_ONE,
  INSURED,
  INSURER,
  OGPO_CLIENT_ENTREPRENEUR,
  OGPO_CLIENT_LEGAL,
  OGPO_CLIENT_NON_RESIDENT,
  OGPO_CLIENT_RESIDENT,
  PICKED,
  SCAN_FILE,
  SEARCHED,
  clientView,
  toConsent,
  toScan,
} from './client-fixtures';
import { clientDialogHandlers } from '../handlers';

const meta = {
  title: 'OGPO/ClientDialog',
  tags: ['hand'],
  parameters: {
    hand: 'the client dialog with every kind of client (resident, non-resident, legal entity, entrepreneur), scans and consents the graph reaches through one record only; ogpo-client tests read them',
  },
  component: ClientDialog,
  args: {
    view: clientView([]),
    dictionaries: DICTIONARIES,
    demoScans: DEMO_SCANS,
    ...clientDialogHandlers(),
  },
} satisfies Meta<typeof ClientDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const v = (events: Parameters<typeof clientView>[0], input = INSURED) => ({
  args: { view: clientView(events, input) },
});

/** A scan uploaded and its recognition asked (the first poll). */
const SCAN_ASKED = [
  { type: 'MODE', mode: 1 },
  SCAN_FILE,
  toScan(done('upload', { task_id: 'a1' })),
  toScan({ type: 'POLL' }),
] as const;

/** Step 0, resident by IIN, nothing typed: 'Найти' disabled. */
export const SearchByIin: Story = {};

/** An agent (role 4) adds the insurer: the legal entity and non-resident searches shown disabled, and why. */
export const AgentSearch: Story = v([], { ...INSURER, userRole: 4 });

/** The bank of a financial institution's policy: the beneficiary, found by BIN. */
export const BankSearch: Story = v([], { ...INSURED, role: 'beneficiary' });

/** An insured of property or casco, who does not drive. */
export const InsuredNotDriving: Story = v([], { ...INSURED, drives: false });
/** A valid IIN typed: 'Найти' enabled. */
export const IinTyped: Story = v([{ type: 'QUERY', patch: { iin: '850315300128' } }]);
/** The IIN of a party already in the policy. */
export const DuplicateIin: Story = {
  args: {
    view: clientView([{ type: 'QUERY', patch: { iin: '850315300128' } }, { type: 'SEARCH' }], {
      ...INSURED,
      present: [{ iin: '850315300128', document: '' }],
    }),
  },
};
/** Legal entity by BIN (insurer). */
export const SearchByBin: Story = v(
  [
    { type: 'MODE', mode: 2 },
    { type: 'QUERY', patch: { iin: '150340001008' } },
  ],
  INSURER,
);
/** Non-resident by name. */
export const SearchByName: Story = v([
  { type: 'MODE', mode: 3 },
  { type: 'QUERY', patch: { surname: 'MUELLER', name: 'ANNA' } },
]);
/** Non-resident name mixing Latin and Cyrillic: the spec's message. */
export const NameMixed: Story = v([
  { type: 'MODE', mode: 3 },
  { type: 'QUERY', patch: { surname: 'Mюллер', name: 'Anna' } },
  { type: 'SEARCH' },
]);
/** The scan mode with the sandbox's demo scans. */
export const SearchByScan: Story = v([{ type: 'MODE', mode: 1 }]);
/** A scan below 100 KB refused in the browser. */
export const ScanTooSmall: Story = v([
  { type: 'MODE', mode: 1 },
  { type: 'FILE', facts: { size: 50_000, type: 'image/png', width: 900, height: 620 }, file: null },
]);
/** client/get running. */
export const Searching: Story = v(SEARCHED);
/** client/get failed: the message, the IIN kept. */
export const SearchFailed: Story = v([...SEARCHED, offline('search')]);
/** Consent status 2: 'Отправить согласие повторно'. */
export const ConsentNotGiven: Story = v(CONSENT_2);
/** force-kdp running. */
export const ConsentResending: Story = v([...CONSENT_2, { type: 'RESEND' }]);
/** force-kdp refused (sent less than a minute ago). */
export const ConsentResendRefused: Story = v([
  ...CONSENT_2,
  { type: 'RESEND' },
  toConsent(refused('forceKdp', ['Код уже отправлен. Повторите через 42 с.'], 429)),
]);
/** Resent: 'Обработано / Запрос отправлен на КДП', then the code field. */
export const ConsentResent: Story = v([
  ...CONSENT_2,
  { type: 'RESEND' },
  toConsent(done('forceKdp', { message: 'ok' })),
]);
/** Consent status 10: the code field and 'Проверить консент'. */
export const ConsentCode: Story = v([...CONSENT_10, { type: 'CODE', value: '4821' }]);
/** Checking the consent. */
export const ConsentChecking: Story = v([...CONSENT_10, { type: 'CHECK' }]);
/** Not yet: 'Клиент ещё не предоставил согласие'. */
export const ConsentNotYet: Story = v([
  ...CONSENT_10,
  { type: 'CHECK' },
  toConsent(done('checkConsent', 'notYet')),
]);
/** A wrong code: the server's message, the code cleared. */
export const ConsentWrongCode: Story = v([
  ...CONSENT_10,
  { type: 'CODE', value: '1111' },
  { type: 'CHECK' },
  toConsent(refused('checkConsent', ['Неверный код'], 400)),
]);
/** Code confirmed: 'Код подтвержден', searching again. */
export const ConsentConfirmed: Story = v([
  ...CONSENT_10,
  { type: 'CHECK' },
  toConsent(done('checkConsent', 'confirmed')),
]);
/** Uploading a scan. */
export const Uploading: Story = v([{ type: 'MODE', mode: 1 }, SCAN_FILE]);
/** Recognition running (polled every 2 s). */
export const Recognising: Story = v([
  { type: 'MODE', mode: 1 },
  SCAN_FILE,
  toScan(done('upload', { task_id: 'a1' })),
]);
/** Recognition message (type 2). */
export const ScanMessage: Story = v([
  ...SCAN_ASKED,
  toScan(
    done('recognize', {
      result: true,
      type: 2,
      message: 'Срок действия документа № C4F7K2L91 истёк 31.01.2024. Загрузите действующий документ.',
    }),
  ),
]);
/** Not recognised (result false). */
export const ScanNotRecognised: Story = v([
  ...SCAN_ASKED,
  toScan(
    refused('recognize', ['Документ не распознан. Загрузите скан удостоверения личности или паспорта.'], 422),
  ),
]);
/** A scan of a register client: found, with the fields where the scan reads otherwise (ЕСБД / Скан). */
export const FoundByScan: Story = v([
  ...SCAN_ASKED,
  toScan(
    done('recognize', {
      result: true,
      type: 3,
      data: [
        {
          ...OGPO_CLIENT_NON_RESIDENT,
          differences: [{ field: 'Дата выдачи документа', esbd: '2019-08-01', scan: '2019-08-02' }],
        },
      ],
    }),
  ),
]);
/** Step 1: one client found. */
export const FoundOne: Story = v(FOUND_ONE);
/** Step 2: several found. */
export const FoundSeveral: Story = v([
  ...SEARCHED,
  done('search', { rows: [OGPO_CLIENT_RESIDENT, OGPO_CLIENT_ENTREPRENEUR] }),
]);
/** A found client already in the policy: 'Клиент с документом ... уже есть в списке'. */
export const FoundDuplicate: Story = {
  args: {
    view: clientView([...FOUND_ONE, { type: 'PICK', index: 0 }], {
      ...INSURED,
      present: [{ iin: '', document: '045612378' }],
    }),
  },
};
/** 'Не смогли найти клиента.' with create and reset. */
export const NotFound: Story = v([...SEARCHED, done('search', { rows: [] })]);
/** Step 3: a resident insured with the driver block. */
export const FormResidentInsured: Story = v(PICKED);
/** Step 3: the resident as the insurer (no driver block). */
export const FormResidentInsurer: Story = v(PICKED, INSURER);
/** A resident picking an unverified document. */
export const FormUnverifiedDocument: Story = v([...PICKED, { type: 'DOCUMENT', index: 1 }]);
/** The non-resident added directly after search, with the defaults. */
export const FormNonResident: Story = v([
  { type: 'MODE', mode: 3 },
  { type: 'QUERY', patch: { surname: 'MUELLER', name: 'ANNA' } },
  { type: 'SEARCH' },
  done('search', { rows: [OGPO_CLIENT_NON_RESIDENT] }),
]);
/** A legal entity. */
export const FormLegal: Story = v(
  [
    { type: 'MODE', mode: 2 },
    { type: 'QUERY', patch: { iin: '150340001008' } },
    { type: 'SEARCH' },
    done('search', { rows: [OGPO_CLIENT_LEGAL] }),
    { type: 'PICK', index: 0 },
  ],
  INSURER,
);
/** An entrepreneur with the entrepreneur block. */
export const FormEntrepreneur: Story = v([
  ...SEARCHED,
  done('search', { rows: [OGPO_CLIENT_ENTREPRENEUR] }),
  { type: 'PICK', index: 0 },
]);
/** A new client created after 'not found': required fields missing, the generic message. */
export const FormNewIncomplete: Story = v([
  ...SEARCHED,
  done('search', { rows: [] }),
  { type: 'CREATE' },
  { type: 'SUBMIT' },
]);
/** The IBAN checked on leaving its field: its message beside ИИК (issue 30 item 7). */
export const FormIbanChecked: Story = v([
  ...PICKED,
  { type: 'CHANGE', block: 'bank', patch: { iik: 'KZ123456' } },
  { type: 'IBAN' },
]);
/** Сохранить refused: each error beside its field, the first one focused (issue 30 item 7). */
export const FormErrorsBesideFields: Story = v([
  ...PICKED,
  { type: 'CHANGE', block: 'client', patch: { email: 'a@@b' } },
  { type: 'SUBMIT' },
]);
/** Saving. */
export const Saving: Story = v([...PICKED, { type: 'SUBMIT' }]);
/** The save failed: the message, the previous filter restored. */
export const SaveFailed: Story = v([
  ...PICKED,
  { type: 'SUBMIT' },
  failed('save', new TypeError('Failed to fetch')),
]);
/** Editing a client of the policy (no search, no reset). */
export const Edit: Story = { args: { view: clientView([], { ...INSURED, record: OGPO_CLIENT_RESIDENT }) } };
