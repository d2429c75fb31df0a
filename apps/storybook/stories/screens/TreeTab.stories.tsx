// Stories of the tab 'Орг.Структура': the tree machine replayed (the head office as the root, its sub-branches
// answered or failing), and a live tree whose loads answer from the fixtures at once.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createActor } from 'xstate';
import { TreeTab } from '@sakta/ui';
import { selectTreeView } from '@sakta/core';
import { ORG_TREE_ROOTS } from '@sakta/core/testing';
import { useLiveActor } from '../live-actor';
import { done, offline } from '../replay';
import { liveTreeMachine, TREE_HQ_OPEN, TREE_TWO_LEVELS, treeView } from '../fixtures-organisation';

const meta = {
  title: 'Screens/TreeTab',
  tags: ['hand'],
  component: TreeTab,
  parameters: {
    hand: 'the organisation tree opened two levels deep and a live demo',
    layout: 'padded',
  },
  args: { view: treeView(), onToggle: fn(), onFocus: fn(), onKey: fn() },
} satisfies Meta<typeof TreeTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator's tree as it opens: the head office, closed. */
export const Collapsed: Story = {};
/** The head office's sub-branches loading. */
export const Loading: Story = { args: { view: treeView([{ type: 'TOGGLE', id: 'b:hq' }]) } };
/** Loading them failed: the branch says so; opening it again retries. */
export const Failed: Story = {
  args: { view: treeView([{ type: 'TOGGLE', id: 'b:hq' }, offline('load:hq')]) },
};
/** The head office open: its head (award icon), the regional branches (Караганда inactive), its users. */
export const HeadOfficeOpen: Story = { args: { view: treeView(TREE_HQ_OPEN) } };
/** Two levels open, the focus on the Almaty branch. */
export const TwoLevels: Story = { args: { view: treeView(TREE_TWO_LEVELS) } };
/** A manager's agents opened: a natural person and a legal entity. */
export const AgentsOpen: Story = {
  args: { view: treeView([...TREE_HQ_OPEN, { type: 'TOGGLE', id: 'u:4' }]) },
};
/** A branch with no sub-branches: opened at once, no call. */
export const LeafBranch: Story = {
  args: {
    view: treeView(
      [{ type: 'TOGGLE', id: 'b:almaty-medeu' }],
      [
        {
          ...ORG_TREE_ROOTS[0]!,
          hash: 'almaty-medeu',
          title: 'Отделение Медеуского района',
          children: false,
        },
      ],
    ),
  },
};
/** No branch to show. */
export const Empty: Story = { args: { view: treeView([], []) } };
/** An answer for a branch that is not loading changes nothing. */
export const StaleAnswer: Story = { args: { view: treeView([done('load:almaty', [])]) } };

function LiveTree() {
  const [actor, snapshot] = useLiveActor(() =>
    createActor(liveTreeMachine, { input: { roots: ORG_TREE_ROOTS } }),
  );
  const view = selectTreeView(snapshot);
  return (
    <TreeTab
      view={view}
      onToggle={(id) => actor.send({ type: 'TOGGLE', id })}
      onFocus={(id) => actor.send({ type: 'FOCUS', id })}
      onKey={(key) => actor.send({ type: 'KEY', key })}
    />
  );
}

/** Live: the production tree machine, its loads answered from the fixtures; try the arrow keys. */
export const Interactive: Story = { render: () => <LiveTree /> };
