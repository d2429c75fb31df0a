import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PolicyDocuments, TravelScreen } from '@sakta/ui';
import { POLICY_DETAIL_TRAVEL, TRAVEL_DRAFT, TRAVEL_POLICY } from '@sakta/core/testing';
import { policyItem } from '../fixtures-policies';
import { travelView } from '../fixtures-support';
import { done, offline, refused } from '../replay';

/**
 * The travel page (route Traveling, VZR_EU; spec part 2 sections 1, 2.1): a travel draft or the policy sold from it,
 * read-only; each the real travel machine after the listed events.
 */
const ID = TRAVEL_DRAFT.travel.number;

const meta = {
  title: 'Screens/Travel',
  tags: ['hand'],
  component: TravelScreen,
  parameters: {
    hand: 'a travel draft, uncalculated, a policy with its documents',
    layout: 'padded',
  },
  args: { view: travelView(ID, [done('load', TRAVEL_DRAFT)]), draftsPath: '/drafts', onRetry: () => {} },
} satisfies Meta<typeof TravelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A calculated draft: two travellers, three countries. */
export const Draft: Story = {};
/** A draft not calculated yet. */
export const Uncalculated: Story = {
  args: {
    view: travelView(ID, [
      done('load', { ...TRAVEL_DRAFT, travel: { ...TRAVEL_DRAFT.travel, premium: null } }),
    ]),
  },
};
/** The policy sold from a draft: its global number and status. */
export const Policy: Story = { args: { view: travelView(ID, [done('load', TRAVEL_POLICY)]) } };
/**
 * The policy sold, issued: its documents, the policy and the receipt (4.5), each the policy modal's machine after
 * policy/item answered.
 */
export const PolicyWithDocuments: Story = {
  args: {
    view: travelView(ID, [done('load', TRAVEL_POLICY)]),
    documents: (
      <PolicyDocuments
        variant="card"
        view={policyItem([done('loadItem', POLICY_DETAIL_TRAVEL)], POLICY_DETAIL_TRAVEL.global_id!).view}
        onOpenDocument={fn()}
      />
    ),
  },
};
/** A missing draft (or none in the query): 'Черновик не найден'. */
export const NotFound: Story = {
  args: { view: travelView(ID, [refused('load', ['Черновик не найден'], 404)]) },
};
/** The call failed: 'Повторить'. */
export const Failed: Story = { args: { view: travelView(ID, [offline('load')]) } };
