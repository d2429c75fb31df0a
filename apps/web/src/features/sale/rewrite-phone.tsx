// The rewrite's phone prompt as a lazy chunk: only a rewrite refused with the insurer's IIN shows it.
export { RewritePhone } from '@sakta/ui';
