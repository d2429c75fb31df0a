import { Component, type ReactNode } from 'react';
import { ru } from '@sakta/core';
import { LoadFailedAlert } from '@sakta/ui';

interface Props {
  /** The page's address: another address starts afresh (the shell around the page stays mounted). */
  page: string;
  children: ReactNode;
}

interface State {
  page: string;
  failed: boolean;
}

/**
 * A page that cannot be shown (its code did not arrive, or it failed to render) says 'Ошибка загрузки страницы'
 * with 'Повторить', which reloads the page: never a blank screen.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { page: this.props.page, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { page: props.page, failed: false };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="grid min-h-screen place-items-center p-6">
        <LoadFailedAlert
          title={ru.pageLoad.failed}
          retryLabel={ru.pageLoad.retry}
          onRetry={() => window.location.reload()}
        />
      </main>
    );
  }
}
