/**
 * The screen machines of the gallery (a machine a ui screen renders): each with the models whose paths reach its
 * states, and how a story replays them. Core only (no React): Node reads it too (Storybook's indexer, the Vite
 * plugin, `pnpm coverage:stories`). The view of each screen is `stories/states/<key>.states.tsx`.
 */
import { fromCallback, type AnyStateMachine } from 'xstate';
import {
  agreementsMachine,
  avrMachine,
  documentMachine,
  pagedListMachine,
  policyCodeFlowMachine,
  policyListPage,
  provideDrafts,
  providePolicies,
  provideSupport,
  resetMachine,
  singlePage,
  departmentsMachine,
  employeesMachine,
  terminationSearchMachine,
  publicConfirmationMachine,
} from '@sakta/core';
import { providePodftReview } from '@sakta/core/podft';
import { policyMachine } from '@sakta/core/ogpo';
import { vehicleDialogMachine, vehicleLookupMachine } from '@sakta/core/ogpo/vehicle';
import { licenceDialogMachine } from '@sakta/core/ogpo/licence';
import { clientDialogMachine, consentMachine, scanMachine } from '@sakta/core/parties/client';
import { chiefDialogMachine } from '@sakta/core/parties/chief';
import { documentUploadMachine, podftDocumentsMachine } from '@sakta/core/parties/documents';
import { objectDialogMachine } from '@sakta/core/property';
import { propertyMachine } from '@sakta/core/property/sale';
import { cascoVehicleDialogMachine } from '@sakta/core/casco';
import { cascoMachine } from '@sakta/core/casco/sale';
import {
  DRAFTS_PAGE_1,
  MODEL_AVR_ROWS,
  POLICY_LIST_ANSWER,
  SUPPORT_PAGE,
  podftPage,
  type AnyMachineModel,
} from '@sakta/core/testing';
import {
  adminInfoModel,
  agreementsModel,
  avrModel,
  branchesModel,
  cascoClientsModel,
  cascoOpeningModel,
  cascoSaleModel,
  cascoStaffModel,
  cascoVehicleDialogModel,
  cascoVehiclesModel,
  catalogueModel,
  chiefDialogModel,
  clientDialogModel,
  codeConfirmationModel,
  confirmersModel,
  consentModel,
  dashboardModel,
  departmentFormModel,
  departmentsModel,
  documentModel,
  documentUploadModel,
  draftsModel,
  employeeFormModel,
  employeesModel,
  epayModel,
  historyModel,
  licenceDialogModel,
  loginModel,
  objectDialogModel,
  pagedListModel,
  podftDocumentsModel,
  podftItemModel,
  podftReviewModel,
  policiesModel,
  policyCodeFlowModel,
  policyDefaultInsuredModel,
  policyItemModel,
  policyOpeningModel,
  policyPartiesModel,
  policySaleModel,
  policyStaffModel,
  policyTermsModel,
  propertyClientsModel,
  propertyObjectsModel,
  propertyOpeningModel,
  propertySaleModel,
  propertyStaffModel,
  publicConfirmationModel,
  resetModel,
  scanModel,
  sessionModel,
  signatoriesModel,
  signatorySearchModel,
  supportModel,
  terminalFormModel,
  terminationModel,
  terminationSearchModel,
  travelModel,
  treeModel,
  vehicleLookupModel,
} from '@sakta/core/testing/models';
import { done, never, stoppedClock, type AnyEvent, type ReplayEvent } from '../stories/replay';
import { DEPARTMENT_ROWS, EMPLOYEES_PAGE } from '../stories/fixtures-organisation';
import { HISTORY_PAGE } from '../stories/fixtures-termination-search';
import { codeMachine, saleCalls, storyTerminationMachine } from '../stories/story-actors';

export interface GalleryScreen {
  /** `stories/states/<key>.states.tsx` renders it; its stories' ids are `states-<key>--<state>`. */
  key: string;
  /** The screen's name in the sidebar: 'Состояния/<title>'. */
  title: string;
  /** The machine's models (several when its regions have one each); the first one's machine names it. */
  models: readonly AnyMachineModel[];
  /** The machine a story replays (default: the model's, whose calls never settle). */
  machine?: AnyStateMachine;
  /** Events sent after every path (e.g. a page for the screen's list child, which the model leaves idle). */
  after?: readonly ReplayEvent<AnyEvent>[];
  /** Distinct views of one state (an empty list, one row, a failure message): one story each. */
  variant?: (snapshot: never) => { key: string; label: string } | null;
  /** Words of a state (its path without the machine's id) where the dictionary's are not the spec's. */
  labels?: Readonly<Record<string, string>>;
  /**
   * The texts the spec fixes for a snapshot (its labels, its messages joined as it says): the gallery test finds
   * each on the screen, as it finds every message of the spec's error catalogue (core's ru.errors) that the
   * snapshot's context holds.
   */
  texts?: (snapshot: never) => string[];
  /** Snapshots that hold a catalogue message the screen rightly does not show (with the reason in a comment). */
  hidesCatalogue?: (snapshot: never) => boolean;
}

/** The shared paged list, its page call never answering by itself. */
const pagedList = pagedListMachine.provide({ actors: { loadPage: never() } });
/** A page of `rows` for the screen's list child `child` (the models leave the list idle: it has its own). */
const pageOf = (rows: unknown[], child = 'list'): ReplayEvent<AnyEvent> => ({
  to: child,
  event: done('loadPage', singlePage(rows)),
});
const still = fromCallback(() => {}) as never;
/** A call that never answers (the providers of core take plain async calls). */
const pending = () => new Promise<never>(() => {});
/** A page answered to the screen's list child. */
const listPage = (page: unknown, child = 'list'): ReplayEvent<AnyEvent> => ({
  to: child,
  event: done('loadPage', page),
});

/**
 * What a sale page's machine runs while a story replays it: its calls, pauses and clocks never answering by
 * themselves (the models' events answer them), and its dialogs the real ones (their calls never answering), so that
 * a story of a state with an open dialog shows the dialog over the page, as the app does.
 */
const saleActors = {
  ...saleCalls(),
  loadDefaultParty: never(),
  otp: codeMachine,
  document: documentMachine.provide({ actors: { fetchDocument: never() } }),
  clientDialog: clientDialogMachine.provide({
    actors: {
      search: never(),
      gate: consentMachine.provide({ actors: { forceKdp: never(), checkConsent: never() } }),
      scan: scanMachine.provide({
        actors: { upload: never(), recognize: never(), pollClock: stoppedClock() },
      }),
      save: never(),
    },
  }),
  chiefDialog: chiefDialogMachine.provide({ actors: { search: never(), save: never() } }),
  documentsDialog: documentUploadMachine.provide({ actors: { upload: never(), remove: never() } }),
  podftDialog: podftDocumentsMachine.provide({ actors: { upload: never() } }),
} as never;
const ogpoActors = {
  ...(saleActors as object),
  vehicleDialog: vehicleDialogMachine.provide({
    actors: { lookup: vehicleLookupMachine.provide({ actors: { search: never(), save: never() } }) },
  }),
  licenceDialog: licenceDialogMachine.provide({ actors: { lookup: never() } }),
} as never;

export const GALLERY_SCREENS: readonly GalleryScreen[] = [
  {
    key: 'login',
    title: 'Вход',
    models: [loginModel],
    // spec part 1 section 8 'Login failure': the server's errors, joined with ', ', under the form
    texts: (s: { value: unknown; context: { errors: string[] } }) =>
      s.value === 'failed' ? [s.context.errors.join(', ')] : [],
  },
  {
    key: 'reset',
    title: 'Сброс пароля',
    models: [resetModel],
    machine: resetMachine.provide({ actors: { codeConfirmation: codeMachine, setPassword: never() } }),
  },
  { key: 'session', title: 'Сессия (кольцо и продление)', models: [sessionModel] },
  { key: 'admin-info', title: 'Главная: информация по договорам', models: [adminInfoModel] },
  {
    key: 'agreements',
    title: 'Главная: соглашения',
    models: [agreementsModel],
    machine: agreementsMachine.provide({
      actors: {
        loadAgreements: never(),
        checkAgreement: never(),
        codeConfirmation: codeMachine,
        documentLoader: documentMachine.provide({ actors: { fetchDocument: never() } }),
      },
    }),
  },
  { key: 'dashboard', title: 'Дашборд', models: [dashboardModel] },
  {
    key: 'catalogue',
    title: 'Справочники администратора',
    models: [catalogueModel],
    variant: (s: { context: { pdfFields: readonly string[] } }) =>
      s.context.pdfFields.length
        ? { key: 'agreements', label: 'соглашения' }
        : { key: 'products', label: 'продукты' },
  },
  { key: 'confirmers', title: 'Соглашение: получатели', models: [confirmersModel] },
  {
    key: 'avr',
    title: 'АВР',
    models: [avrModel],
    machine: avrMachine.provide({
      actors: {
        list: pagedList,
        loadItem: never(),
        refuse: never(),
        codeConfirmation: codeMachine,
        clock: still,
      },
    }),
    after: [pageOf(MODEL_AVR_ROWS)],
  },
  {
    key: 'drafts',
    title: 'Черновики',
    models: [draftsModel],
    machine: provideDrafts({ page: pending, remove: pending }),
    after: [listPage(DRAFTS_PAGE_1)],
  },
  { key: 'sale-history', title: 'История продаж', models: [historyModel] },
  {
    key: 'policies',
    title: 'Договоры',
    models: [policiesModel],
    machine: providePolicies({ page: pending, exportList: pending, refreshRow: pending }),
    after: [listPage(policyListPage(POLICY_LIST_ANSWER))],
  },
  { key: 'policy-item', title: 'Договор', models: [policyItemModel] },
  {
    key: 'podft-review',
    title: 'ПОДФТ',
    models: [podftReviewModel],
    machine: providePodftReview({ page: pending, item: pending, decide: pending }),
    after: [listPage(podftPage())],
  },
  { key: 'podft-item', title: 'ПОДФТ: проверка клиента', models: [podftItemModel] },
  {
    key: 'support',
    title: 'Ошибки оператора',
    models: [supportModel],
    machine: provideSupport({ page: pending, act: pending }),
    after: [listPage(SUPPORT_PAGE)],
  },
  {
    key: 'policy-code-flow',
    title: 'Ошибки оператора: код по договору',
    models: [policyCodeFlowModel],
    machine: policyCodeFlowMachine.provide({ actors: { codeConfirmation: codeMachine } }),
  },
  { key: 'travel', title: 'Путешествие', models: [travelModel] },
  {
    key: 'termination-search',
    title: 'Расторжение',
    models: [terminationSearchModel],
    machine: terminationSearchMachine.provide({ actors: { history: pagedList, search: never() } }),
    after: [pageOf(HISTORY_PAGE, 'history')],
  },
  {
    key: 'termination',
    title: 'Расторжение: договор',
    models: [terminationModel],
    machine: storyTerminationMachine,
  },
  { key: 'branches', title: 'Филиалы', models: [branchesModel] },
  { key: 'tree', title: 'Структура', models: [treeModel] },
  {
    key: 'departments',
    title: 'Подразделения',
    models: [departmentsModel],
    machine: departmentsMachine.provide({ actors: { list: pagedList } }),
    after: [pageOf(DEPARTMENT_ROWS)],
  },
  { key: 'department-form', title: 'Подразделение', models: [departmentFormModel] },
  {
    key: 'employees',
    title: 'Сотрудники',
    models: [employeesModel],
    machine: employeesMachine.provide({ actors: { list: pagedList, deletedList: pagedList } }),
    after: [pageOf(EMPLOYEES_PAGE), pageOf(EMPLOYEES_PAGE.slice(0, 3), 'deletedList')],
  },
  { key: 'employee-form', title: 'Сотрудник', models: [employeeFormModel] },
  { key: 'signatories', title: 'Подписанты', models: [signatoriesModel] },
  { key: 'signatory-search', title: 'Поиск подписанта', models: [signatorySearchModel] },
  { key: 'terminal-form', title: 'Кассовый терминал', models: [terminalFormModel] },
  {
    key: 'ogpo',
    title: 'ОГПО ВТС',
    models: [
      policyOpeningModel,
      policySaleModel,
      policyTermsModel,
      policyDefaultInsuredModel,
      policyPartiesModel,
      policyStaffModel,
    ],
    machine: policyMachine.provide({ actors: ogpoActors }),
  },
  { key: 'ogpo-vehicle', title: 'ОГПО: транспортное средство', models: [vehicleLookupModel] },
  { key: 'licence', title: 'ОГПО: водительское удостоверение', models: [licenceDialogModel] },
  { key: 'client-dialog', title: 'Клиент', models: [clientDialogModel] },
  { key: 'chief-dialog', title: 'Руководитель', models: [chiefDialogModel] },
  { key: 'client-consent', title: 'Клиент: согласие (КДП)', models: [consentModel] },
  { key: 'client-scan', title: 'Клиент: скан документа', models: [scanModel] },
  { key: 'document-upload', title: 'Документы клиента', models: [documentUploadModel] },
  { key: 'podft-documents', title: 'Документы ПОДФТ', models: [podftDocumentsModel] },
  {
    key: 'property',
    title: 'Имущество',
    models: [
      propertyOpeningModel,
      propertySaleModel,
      propertyClientsModel,
      propertyObjectsModel,
      propertyStaffModel,
    ],
    machine: propertyMachine.provide({
      actors: { ...(saleActors as object), objectDialog: objectDialogMachine } as never,
    }),
  },
  { key: 'property-object', title: 'Имущество: объект', models: [objectDialogModel] },
  {
    key: 'casco',
    title: 'Каско',
    models: [cascoOpeningModel, cascoSaleModel, cascoClientsModel, cascoVehiclesModel, cascoStaffModel],
    machine: cascoMachine.provide({
      actors: {
        ...(saleActors as object),
        vehicleDialog: cascoVehicleDialogMachine.provide({ actors: { lookup: never() } }),
      } as never,
    }),
  },
  { key: 'casco-vehicle', title: 'Каско: техника', models: [cascoVehicleDialogModel] },
  { key: 'epay', title: 'Оплата картой', models: [epayModel] },
  {
    key: 'public-confirmation',
    title: 'Подтверждение клиентом',
    models: [publicConfirmationModel],
    machine: publicConfirmationMachine.provide({
      actors: { loadStatus: never(), codeConfirmation: codeMachine },
    }),
    variant: (s: { context: { subject: string } }) =>
      /^\d{12}$/.test(s.context.subject)
        ? { key: 'consent', label: 'согласие /kdp' }
        : { key: 'document', label: 'документ /func/otp' },
  },
  { key: 'code', title: 'Код подтверждения', models: [codeConfirmationModel] },
  { key: 'paged-list', title: 'Список по страницам', models: [pagedListModel] },
  { key: 'document', title: 'Документ (PDF)', models: [documentModel] },
];

/** Models that are not a screen's machine, each with the reason (the coverage lists them). */
export const NOT_SCREENS: Readonly<Record<string, string>> = {
  'lookup-dialog':
    "the shared lookup dialog's model on a stand-in record: its instances (client, chief, OGPO vehicle) are screens",
  'vehicle-dialog':
    "the OGPO policy's wrapper around the vehicle lookup: it shows nothing of its own (its lookup is a screen)",
};
