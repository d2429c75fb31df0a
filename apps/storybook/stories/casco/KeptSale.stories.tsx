// Stories of a draft opened over a sale kept in the browser (spec part 2 section 4.1), on the casco page (the
// kernel's gate is every product's): the question before the draft replaces the unsaved sale in progress, and the page
// after either answer, the kept sale's notice shown exactly when the kept sale is what the page shows. Each is the
// production casco machine replayed with core's fixtures.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { selectReplaceSale, selectShowsKeptSale } from '@sakta/core/sale';
import { selectCascoView, type CascoInput, type CascoSnapshot } from '@sakta/core/casco/sale';
import {
  CASCO_ENTITY_POLICY,
  CASCO_PERSON_POLICY,
  FI_ADMIN_USER,
  FI_SELLER_IP,
  cascoInput,
} from '@sakta/core/testing';
import { CascoScreen, KeptSaleNotice, ReplaceSaleDialog } from '@sakta/ui';
import { replay, type AnyEvent, type ReplayEvent } from '../replay';
import { CASCO_OFFERED, DRAFT_ID, done, storyCascoMachine } from './page-fixtures';

/** The seller's sale in progress (kept, never saved as a draft), and a draft asked for by the address. */
const input = cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER, {
  draft: DRAFT_ID,
  kept: { policy: CASCO_PERSON_POLICY, draftId: null, payment: null },
}) as CascoInput;

const ASKED: ReplayEvent<AnyEvent>[] = [
  done('loadIp', { ip: FI_SELLER_IP }),
  done('loadAvailability', CASCO_OFFERED),
  done('loadDraft', { result: true, id: DRAFT_ID, policy: { ...CASCO_ENTITY_POLICY, number: DRAFT_ID } }),
];

/** The page after `events`: its view, the question, and the kept sale's notice while the kept sale is shown. */
const pageAfter = (events: ReplayEvent<AnyEvent>[]) =>
  replay(
    storyCascoMachine,
    events,
    (s: CascoSnapshot) => ({
      view: selectCascoView(s),
      question: selectReplaceSale(s),
      header: selectShowsKeptSale(s) ? <KeptSaleNotice savedAt="25.11.2026 10:40" onDiscard={fn()} /> : null,
    }),
    input,
  );

function KeptSalePage({
  events,
  onOpenDraft,
  onKeep,
}: {
  events: ReplayEvent<AnyEvent>[];
  onOpenDraft: () => void;
  onKeep: () => void;
}) {
  const page = pageAfter(events);
  return (
    <>
      <CascoScreen
        view={page.view}
        header={page.header}
        onOpen={fn()}
        onDelete={fn()}
        onManager={fn()}
        onAgent={fn()}
        onRetryStaff={fn()}
        onRetry={fn()}
        onInsurerInsured={fn()}
        onProgram={fn()}
        onConditions={fn()}
        onSignatory={fn()}
        onSignatoryId={fn()}
      />
      <ReplaceSaleDialog view={page.question} onOpenDraft={onOpenDraft} onKeep={onKeep} />
    </>
  );
}

const meta = {
  title: 'Casco/Draft over a kept sale',
  tags: ['hand'],
  component: KeptSalePage,
  parameters: {
    hand: 'a sale kept in the browser and restored: storage, not a state of the machine',
    layout: 'padded',
  },
  args: { events: ASKED, onOpenDraft: fn(), onKeep: fn() },
} satisfies Meta<typeof KeptSalePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Текущее оформление не сохранено. Открыть черновик №…?': what is lost, 'Открыть черновик' or 'Продолжить оформление'. */
export const Asked: Story = {};
/** 'Продолжить оформление': the sale in progress as it was kept, with its notice and 'Начать заново'. */
export const SaleKept: Story = { args: { events: [...ASKED, { type: 'KEEP_SALE' }] } };
/** 'Открыть черновик': the draft's parties, and no notice of the sale it replaced. */
export const DraftOpened: Story = { args: { events: [...ASKED, { type: 'OPEN_DRAFT' }] } };
