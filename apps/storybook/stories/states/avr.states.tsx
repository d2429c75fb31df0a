import { fn } from 'storybook/test';
import { AvrModal, AvrScreen } from '@sakta/ui';
import {
  selectAvrView,
  selectPagedListView,
  type AvrRow,
  type AvrSnapshot,
  type PagedListSnapshot,
} from '@sakta/core';
import { avrModalHandlers } from '../fixtures-avr';
import { statesOf } from '../../gallery/stories';

type ScreenProps = Parameters<typeof AvrScreen>[0];
type ModalHandlers = ReturnType<typeof avrModalHandlers>;

/** The acts' table and the open act's modal over it. */
function AvrPage({
  list,
  modal,
  onPage,
  onOpen,
  ...handlers
}: Pick<ScreenProps, 'list' | 'onPage' | 'onOpen'> &
  ModalHandlers & { modal: ReturnType<typeof selectAvrView>['modal'] }) {
  return (
    <AvrScreen list={list} onPage={onPage} onRetry={handlers.onRetry} onOpen={onOpen}>
      {modal ? <AvrModal view={modal} {...handlers} /> : null}
    </AvrScreen>
  );
}

export default statesOf('avr', {
  component: AvrPage,
  args: { onPage: fn(), onOpen: fn(), ...avrModalHandlers() },
  view: (s: AvrSnapshot) => ({
    list: selectPagedListView<AvrRow>(s.children.list?.getSnapshot() as PagedListSnapshot | undefined),
    modal: selectAvrView(s).modal,
  }),
});
