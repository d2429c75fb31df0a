/**
 * The page /branches 'Сотрудники' (spec part 1 section 2 "Organisation and branches"): the role's tabs
 * (Орг.Структура, Филиалы, Сотрудники, Подписанты, Терминалы (Касса)), or the spec's message for a user attached
 * to no department or not found. Renders core's selectBranchesView; each tab's content comes from `renderTab`.
 */
import type { ReactNode } from 'react';
import { ruOrganisation, type BranchesView, type BranchTab } from '@sakta/core/organisation';
import { Alert } from '../../primitives/alert';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Spinner } from '../../primitives/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';

export interface BranchesScreenProps {
  view: BranchesView;
  onSelectTab: (tab: BranchTab) => void;
  onRetry: () => void;
  /** The open tab's content. */
  renderTab: (tab: BranchTab) => ReactNode;
}

export function BranchesScreen({ view, onSelectTab, onRetry, renderTab }: BranchesScreenProps) {
  return (
    <div data-slot="branches" className="grid gap-4">
      {view.status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> {ruOrganisation.loading}
        </p>
      ) : view.status === 'failed' ? (
        <LoadFailedAlert
          title={ruOrganisation.loadFailed}
          message={view.message}
          retryLabel={ruOrganisation.retry}
          onRetry={onRetry}
        />
      ) : view.status === 'noBranch' ? (
        <Alert variant="warning">{ruOrganisation.noBranch}</Alert>
      ) : view.status === 'notFound' ? (
        <Alert variant="error">{ruOrganisation.userNotFound}</Alert>
      ) : (
        <Tabs value={view.tab} onValueChange={(tab) => onSelectTab(tab as BranchTab)}>
          <TabsList aria-label={ruOrganisation.title} className="overflow-x-auto">
            {view.tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {view.tabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id} className="grid gap-4">
              {tab.id === view.tab ? renderTab(tab.id) : null}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
