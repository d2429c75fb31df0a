import { fn } from 'storybook/test';
import { RefreshSessionDialog, SessionRing } from '@sakta/ui';
import type { SessionSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';
import { refreshDialogOf, ringOf } from '../fixtures-session';

/** The header's session ring (its time left) and the refresh modal, as the shell shows them. */
function SessionView(props: {
  ring: Parameters<typeof SessionRing>[0];
  dialog: Omit<Parameters<typeof RefreshSessionDialog>[0], 'onRefresh' | 'onLogout' | 'onDismiss'>;
  onRefresh: () => void;
  onLogout: () => void;
  onDismiss: () => void;
}) {
  return (
    <>
      <header className="flex items-center justify-end gap-3 border-b bg-card p-3">
        <SessionRing {...props.ring} />
      </header>
      <RefreshSessionDialog
        {...props.dialog}
        onRefresh={props.onRefresh}
        onLogout={props.onLogout}
        onDismiss={props.onDismiss}
      />
    </>
  );
}

export default statesOf('session', {
  component: SessionView,
  args: { onRefresh: fn(), onLogout: fn(), onDismiss: fn() },
  view: (s: SessionSnapshot) => ({ ring: ringOf(s), dialog: refreshDialogOf(s) }),
  parameters: { layout: 'fullscreen' },
});
