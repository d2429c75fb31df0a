import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import { avrPaidText, avrStatusText, fmt, ruAvr, type AvrRow, type PagedListView } from '@sakta/core';
import { Button } from '../../primitives/button';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Pagination } from '../../primitives/pagination';
import { Table, TableEmpty, TableLoading, TBody, Td, Th, THead, Tr } from '../../primitives/table';

/**
 * The АВР table of the profile (spec part 1 section 2 "AVR screen"): ID, number, date, paid, confirmed
 * ('Необработанный' / 'Нет' / 'Да'), action; pages of the shared paged list. A row (or its action) opens its act.
 */
export interface AvrScreenProps {
  list: PagedListView<AvrRow>;
  onPage: (page: number) => void;
  onRetry: () => void;
  onOpen: (id: number) => void;
  /** The act's modal (an AvrModal). */
  children?: ReactNode;
}

const t = ruAvr;
const COLUMNS = 6;

export function AvrScreen({ list, onPage, onRetry, onOpen, children }: AvrScreenProps) {
  return (
    <section aria-label={t.title} data-slot="avr-screen" data-status={list.status} className="grid gap-4">
      {list.status === 'failed' ? (
        <LoadFailedAlert title={t.loadFailed} message={list.message} retryLabel={t.retry} onRetry={onRetry} />
      ) : (
        <div className="rounded-xl border bg-card shadow-card">
          <Table aria-label={t.title} aria-busy={list.status === 'loading' || undefined}>
            <THead>
              <tr>
                <Th>{t.columns.id}</Th>
                <Th>{t.columns.number}</Th>
                <Th>{t.columns.date}</Th>
                <Th>{t.columns.paid}</Th>
                <Th>{t.columns.confirmed}</Th>
                <Th className="text-right">{t.columns.action}</Th>
              </tr>
            </THead>
            <TBody>
              {list.status === 'loading' && list.items.length === 0 ? (
                <TableLoading colSpan={COLUMNS}>{t.loading}</TableLoading>
              ) : list.items.length === 0 ? (
                <TableEmpty colSpan={COLUMNS}>{t.empty}</TableEmpty>
              ) : (
                list.items.map((a) => (
                  <Tr
                    key={a.id}
                    data-row-id={a.id}
                    data-confirmed={String(a.confirmed)}
                    className="cursor-pointer"
                    onClick={() => onOpen(a.id)}
                  >
                    <Td>{a.id}</Td>
                    <Td className="font-medium whitespace-nowrap">{a.number}</Td>
                    <Td className="whitespace-nowrap">{a.date.split('-').reverse().join('.')}</Td>
                    <Td>{avrPaidText(a.is_paid)}</Td>
                    <Td>{avrStatusText(a.confirmed)}</Td>
                    <Td action className="text-right">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={fmt(t.open, { number: a.number })}
                        onClick={(e) => {
                          e.stopPropagation();
                          onOpen(a.id);
                        }}
                      >
                        <FileText className="size-4" aria-hidden="true" />
                      </Button>
                    </Td>
                  </Tr>
                ))
              )}
            </TBody>
          </Table>
        </div>
      )}
      {list.pageCount > 1 ? (
        <Pagination page={list.page} pageCount={list.pageCount} window={5} onPageChange={onPage} />
      ) : null}
      {children}
    </section>
  );
}
