import { fn } from 'storybook/test';
import { PolicyItemModal, SupportActions, SupportRequestInfo, SupportScreen } from '@sakta/ui';
import {
  selectPagedListView,
  selectSupportView,
  type PagedListSnapshot,
  type SupportRow,
  type SupportSnapshot,
} from '@sakta/core';
import { POLICY_DETAIL_OGPO } from '@sakta/core/testing';
import { supportHandlers } from '../fixtures-support';
import { itemHandlers, policyItem } from '../fixtures-policies';
import { done } from '../replay';
import { statesOf } from '../../gallery/stories';

type ScreenProps = Parameters<typeof SupportScreen>[0];
type ActionHandlers = Omit<Parameters<typeof SupportActions>[0], 'modal'>;

/** The requests' table, and the open request's policy modal with its actions and info, as the app composes them. */
function SupportPage({ actions, ...screen }: ScreenProps & { actions: ActionHandlers }) {
  const modal = screen.view.modal;
  return (
    <SupportScreen
      {...screen}
      modal={
        modal ? (
          <PolicyItemModal
            {...policyItem([done('loadItem', POLICY_DETAIL_OGPO)])}
            {...itemHandlers()}
            actions={<SupportActions modal={modal} {...actions} />}
            support={<SupportRequestInfo row={modal.row} />}
          />
        ) : null
      }
    />
  );
}

export default statesOf('support', {
  component: SupportPage,
  args: {
    ...supportHandlers(),
    actions: { onRescind: fn(), onReject: fn(), onDissolve: fn(), onConfirm: fn(), onCancel: fn() },
  },
  view: (s: SupportSnapshot) => ({
    view: selectSupportView(s),
    list: selectPagedListView<SupportRow>(s.children.list?.getSnapshot() as PagedListSnapshot | undefined),
  }),
});
