import { Component, type ReactNode } from 'react';
import { ru } from '@sakta/core';
import { LoadFailedAlert } from '@sakta/ui';

interface Props {
  /** The page's address: another address starts afresh (the shell around the page stays mounted). */
  page: string;
  /** Inside the main layout: the message takes the page's place under the header, beside the menu. */
  inShell?: boolean;
  children: ReactNode;
}

interface State {
  page: string;
  failed: boolean;
}

/**
 * A page that cannot be shown (its code did not arrive, or it failed to render) says 'Ошибка загрузки страницы'
 * with 'Повторить', which reloads the page: never a blank screen. The main layout has one around its page (the menu
 * and the header stay); the one around every page catches the bare pages and the layout itself.
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
    const failed = (
      <LoadFailedAlert
        title={ru.pageLoad.failed}
        retryLabel={ru.pageLoad.retry}
        onRetry={() => window.location.reload()}
      />
    );
    return this.props.inShell ? (
      failed
    ) : (
      <main className="grid min-h-screen place-items-center p-6">{failed}</main>
    );
  }
}
