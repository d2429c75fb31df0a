import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, PolicyItemModal } from '@sakta/ui';
import {
  MODEL_DOCUMENT,
  POLICY_DETAIL_CASCO,
  POLICY_DETAIL_ERROR,
  POLICY_DETAIL_OGPO,
  POLICY_DETAIL_PROPERTY,
} from '@sakta/core/testing';
import { itemHandlers, policyItem } from '../fixtures-policies';
import { done, offline, refused } from '../replay';

/**
 * The policy modal (spec part 2 sections 2.7, 3.9, 4.5, 8): loading, failed, each product's policy with its
 * documents, a policy with an error (type and raw data), refreshing, a document's 60 s link, a document refused,
 * and the actions and support slots the screens fill. Each the real item machine after the listed events.
 */
const loaded = (p: unknown) => done('loadItem', p);

const meta = {
  title: 'Screens/PolicyModal',
  tags: ['hand'],
  component: PolicyItemModal,
  parameters: {
    hand: 'the policy modal for each product (OGPO, property, casco, an error) with the slots screens fill',
    layout: 'fullscreen',
  },
  args: { ...policyItem([loaded(POLICY_DETAIL_OGPO)]), ...itemHandlers() },
} satisfies Meta<typeof PolicyItemModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An issued OGPO policy: general info, insurer, vehicle, insureds; documents: the policy and the receipt. */
export const Ogpo: Story = {};
/** Loading the policy. */
export const Loading: Story = { args: policyItem([]) };
/** It could not be loaded: the message and 'Повторить'. */
export const Failed: Story = { args: policyItem([offline('loadItem')]) };
/** Property: the object and the beneficiary; the contract and the policy (get-document-dc). */
export const Property: Story = { args: policyItem([loaded(POLICY_DETAIL_PROPERTY)], 5013) };
/** A property policy whose contract panel named the company's signatory (2.3): 'Подписант' in the general info. */
export const PropertySigned: Story = {
  args: policyItem(
    [loaded({ ...POLICY_DETAIL_PROPERTY, signatory: { id: 2, title: 'Модератова Мадина' } })],
    5013,
  ),
};
/** Casco in processing (status 7): the contract, the policy and the application (get-document-ds). */
export const Casco: Story = { args: policyItem([loaded(POLICY_DETAIL_CASCO)], 5009) };
/** Terminated early: the moment of its termination under 'Создан' (the list offers no second termination). */
export const Terminated: Story = {
  args: policyItem([loaded({ ...POLICY_DETAIL_OGPO, terminated_at: '2026-03-20 11:05:00' })]),
};
/** Paid through Kaspi: 'Оплата' says Kaspi (a way of paying of its own), not a card. */
export const PaidByKaspi: Story = {
  args: policyItem([loaded({ ...POLICY_DETAIL_OGPO, payment_method: 'kaspi' })]),
};
/** An error: no documents; the error type and the raw error data. */
export const WithError: Story = { args: policyItem([loaded(POLICY_DETAIL_ERROR)], 5010) };
/** The refresh failed: the message in the modal. */
export const RefreshFailed: Story = {
  args: policyItem([loaded(POLICY_DETAIL_OGPO), { type: 'REFRESH' }, offline('refreshItem')]),
};
/** The document's link, for 60 s. */
export const DocumentLinked: Story = {
  args: {
    ...policyItem([
      loaded(POLICY_DETAIL_OGPO),
      { type: 'OPEN_DOCUMENT', kind: 'policy' },
      done('fetchDocument', MODEL_DOCUMENT),
    ]),
    documentHref: (kind) => (kind === 'policy' ? '#policy.pdf' : null),
  },
};
/** The document refused: the message under it. */
export const DocumentFailed: Story = {
  args: policyItem([
    loaded(POLICY_DETAIL_OGPO),
    { type: 'OPEN_DOCUMENT', kind: 'receipt' },
    refused('fetchDocument', ['Квитанция будет доступна после оплаты'], 409),
  ]),
};
/** The slots a screen fills: its actions and the support info. */
export const WithActions: Story = {
  args: {
    actions: (
      <div className="flex gap-2">
        <Button variant="outline">Действие экрана</Button>
      </div>
    ),
    support: <p className="text-sm">Заявка поддержки экрана</p>,
  },
};
