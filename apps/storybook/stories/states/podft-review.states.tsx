import { PodftModal, PodftScreen } from '@sakta/ui';
import { selectPagedListView, type PagedListSnapshot } from '@sakta/core/shared';
import {
  selectPodftItemView,
  selectPodftReviewView,
  selectPodftRows,
  type PodftItemSnapshot,
  type PodftRecord,
  type PodftReviewSnapshot,
} from '@sakta/core/podft';
import { podftModalHandlers, podftScreenHandlers } from '../fixtures-podft';
import { statesOf } from '../../gallery/stories';

type ScreenProps = Parameters<typeof PodftScreen>[0];
type ModalProps = Parameters<typeof PodftModal>[0];

/** The records' table, and the open record's modal (the child 'item') over it. */
function PodftPage({
  item,
  modal,
  ...screen
}: ScreenProps & { item: ModalProps['view'] | null; modal: Omit<ModalProps, 'view'> }) {
  return <PodftScreen {...screen}>{item ? <PodftModal view={item} {...modal} /> : null}</PodftScreen>;
}

export default statesOf('podft-review', {
  component: PodftPage,
  args: { ...podftScreenHandlers(), modal: podftModalHandlers() },
  view: (s: PodftReviewSnapshot) => {
    const list = selectPagedListView<PodftRecord>(
      s.children.list?.getSnapshot() as PagedListSnapshot | undefined,
    );
    const item = s.children.item?.getSnapshot() as PodftItemSnapshot | undefined;
    return {
      view: selectPodftReviewView(s),
      list,
      rows: selectPodftRows(list, s.context.replaced),
      item: item ? selectPodftItemView(item) : null,
    };
  },
});
