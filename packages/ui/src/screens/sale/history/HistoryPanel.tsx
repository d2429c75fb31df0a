import { History } from 'lucide-react';
import { ruHistory, type HistoryTab, type HistoryView } from '@sakta/core/sale/history';
import { Button } from '../../../primitives/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../../primitives/dialog';
import { LoadFailedAlert } from '../../../primitives/load-failed';
import { SheetContent } from '../../../primitives/sheet';
import { Spinner } from '../../../primitives/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../primitives/tabs';
import { HistoryEntryItem } from './HistoryEntryItem';

/**
 * A sale page's history (spec part 2 section 2.1): a round clock button opens a side panel with the tabs
 * 'Черновики' and 'Договоры', each listing the last 10 records ('Отображаются последние 10 записей') or its empty
 * text, and the buttons Закрыть and Обновить. A policy's entry opens the policy modal (the page renders it).
 */
export interface HistoryPanelProps {
  view: HistoryView;
  onOpen: () => void;
  onClose: () => void;
  onRefresh: () => void;
  onTab: (tab: HistoryTab) => void;
  /** A policy's entry: open it in the policy modal (its register id). */
  onOpenPolicy: (id: number) => void;
}

const t = ruHistory;
const TABS: HistoryTab[] = ['drafts', 'policies'];

function Entries({
  view,
  onRefresh,
  onOpenPolicy,
}: Pick<HistoryPanelProps, 'view' | 'onRefresh' | 'onOpenPolicy'>) {
  if (view.status === 'failed')
    return (
      <LoadFailedAlert
        title={t.loadFailed}
        message={view.message}
        retryLabel={t.refresh}
        onRetry={onRefresh}
      />
    );
  if (view.status === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner decorative /> {t.loading}
      </p>
    );
  if (view.entries.length === 0)
    return (
      <p
        data-slot="history-empty"
        className="rounded-lg border p-4 text-center text-sm text-muted-foreground"
      >
        {view.empty}
      </p>
    );
  return (
    <ul className="grid gap-2" aria-label={t.tabs[view.tab]}>
      {view.entries.map((e) => (
        <HistoryEntryItem key={`${e.id}-${e.date}`} entry={e} onOpenPolicy={onOpenPolicy} />
      ))}
    </ul>
  );
}

export function HistoryPanel({ view, onOpen, onClose, onRefresh, onTab, onOpenPolicy }: HistoryPanelProps) {
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        className="rounded-full"
        aria-label={t.open}
        title={t.open}
        aria-haspopup="dialog"
        aria-expanded={view.open}
        onClick={onOpen}
        data-slot="history-button"
      >
        <History className="size-4" aria-hidden="true" />
      </Button>
      <Dialog open={view.open} onOpenChange={(open) => (open ? undefined : onClose())}>
        <SheetContent data-slot="history-panel" data-status={view.status}>
          <div className="grid gap-1">
            <DialogTitle>{t.title}</DialogTitle>
            <DialogDescription>{t.lastTen}</DialogDescription>
          </div>
          <Tabs value={view.tab} onValueChange={(tab) => onTab(tab as HistoryTab)} className="min-h-0 flex-1">
            <TabsList>
              {TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t.tabs[tab]}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((tab) => (
              <TabsContent key={tab} value={tab} className="min-h-0 overflow-y-auto">
                {tab === view.tab ? (
                  <Entries view={view} onRefresh={onRefresh} onOpenPolicy={onOpenPolicy} />
                ) : null}
              </TabsContent>
            ))}
          </Tabs>
          <div className="flex justify-end gap-2 border-t pt-4">
            <DialogClose asChild>
              <Button variant="outline">{t.close}</Button>
            </DialogClose>
            <Button onClick={onRefresh} loading={view.status === 'loading'}>
              {t.refresh}
            </Button>
          </div>
        </SheetContent>
      </Dialog>
    </>
  );
}
