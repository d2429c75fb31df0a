import { fn } from 'storybook/test';
import { DataTableSection, Pagination, Td, Th, Tr } from '@sakta/ui';
import { selectPagedListView, type PagedListSnapshot, type PagedListView } from '@sakta/core';
import { statesOf } from '../../gallery/stories';

/** The shared paged list as every list screen shows it: the form kit's table and its pagination. */
function PagedList({
  list,
  onPage,
  onRetry,
}: {
  list: PagedListView<{ id: number }>;
  onPage: (page: number) => void;
  onRetry: () => void;
}) {
  return (
    <DataTableSection
      title="Список по страницам"
      columns={<Th>Запись</Th>}
      columnCount={1}
      rowCount={list.items.length}
      loading={list.status === 'loading'}
      loadingLabel="Загрузка..."
      emptyLabel="Нет информации"
      failure={
        list.status === 'failed'
          ? { title: 'Не удалось загрузить данные', message: list.message, retryLabel: 'Повторить', onRetry }
          : undefined
      }
      footer={
        list.pageCount > 1 ? (
          <Pagination page={list.page} pageCount={list.pageCount} window={5} onPageChange={onPage} />
        ) : null
      }
    >
      {list.items.map((row) => (
        <Tr key={row.id}>
          <Td>Запись № {row.id}</Td>
        </Tr>
      ))}
    </DataTableSection>
  );
}

export default statesOf('paged-list', {
  component: PagedList,
  args: { onPage: fn(), onRetry: fn() },
  view: (s: PagedListSnapshot) => ({ list: selectPagedListView<{ id: number }>(s) }),
});
