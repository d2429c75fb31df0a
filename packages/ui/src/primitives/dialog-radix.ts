// The Radix Dialog (focus trap, scroll lock, outside-click and Esc layers, aria-hidden siblings) and the rule of
// where the focus goes when a dialog opens and closes: their own chunk, fetched when the page is idle or when the
// first dialog opens (dialog.tsx).
import { Dialog } from 'radix-ui';
import { dialogFocus } from './dialog-focus';

export const radixDialog: typeof Dialog & { dialogFocus: typeof dialogFocus } = { ...Dialog, dialogFocus };
