// The Radix Dialog (focus trap, scroll lock, outside-click and Esc layers, aria-hidden siblings): its own chunk,
// fetched when the page is idle or when the first dialog opens (dialog.tsx).
export { Dialog as radixDialog } from 'radix-ui';
