// Stories of the admin's information on contracts: each state of the admin-info machine, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@sakta/core';
import { AdminInfoPanel, Timeline } from '@sakta/ui';
import { failed, refused } from '../replay';
import {
  adminInfoView,
  adminInfoViewAfter,
  EMPTY_ADMIN_INFO,
  LONG_TIMELINE_ADMIN_INFO,
  MODEL_ADMIN_INFO,
  ONE_SLICE_ADMIN_INFO,
} from '../fixtures-admin';

/**
 * The administrator's 'information on contracts' on the home page: yesterday's and today's pies (slices issued,
 * new, error; drawn by visx in a lazy chunk) and the 359 px timeline. The `view` arg is core's
 * selectAdminInfoView of the production machine replayed through each story's events.
 */
const meta = {
  title: 'Screens/AdminInfo',
  tags: ['hand'],
  parameters: { hand: 'the charts with data the graph does not choose (one slice, empty, a long timeline)' },
  component: AdminInfoPanel,
  args: { view: adminInfoView(MODEL_ADMIN_INFO), onRetry: fn() },
} satisfies Meta<typeof AdminInfoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both days with every slice; the timeline newest first. */
export const AllSlices: Story = {};
/** Yesterday only issued contracts, today only new ones: one full ring each. */
export const OneSlice: Story = { args: { view: adminInfoView(ONE_SLICE_ADMIN_INFO) } };
/** No contracts on either day: grey rings, 'Договоров нет', an empty timeline. */
export const Empty: Story = { args: { view: adminInfoView(EMPTY_ADMIN_INFO) } };
/** Forty timeline entries: the list scrolls within its 359 px. */
export const LongTimeline: Story = { args: { view: adminInfoView(LONG_TIMELINE_ADMIN_INFO) } };
/** GET admin-info on its way. */
export const Loading: Story = { args: { view: adminInfoViewAfter([]) } };
/** The call failed: its message and 'Повторить'. */
export const Failed: Story = {
  args: { view: adminInfoViewAfter([refused('loadInfo', ['Недостаточно прав'], 403)]) },
};
/** A malformed answer is an error with a retry, never a blank section. */
export const Malformed: Story = {
  args: { view: adminInfoViewAfter([failed('loadInfo', ApiError.malformed())]) },
};

/** The timeline alone. */
export const TimelineOnly: StoryObj<typeof Timeline> = {
  render: () => (
    <div className="max-w-md">
      <Timeline items={adminInfoView(LONG_TIMELINE_ADMIN_INFO).timeline} />
    </div>
  ),
};
