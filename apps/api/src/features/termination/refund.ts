// The refund rule lives with the register (services/policy-register/refund.ts): the termination screen and the
// policy list's termination share it. The e2e fixtures (apps/web/e2e/fixtures-termination.ts) load these two from here.
export { TERMINATION_COMMISSION_RATE, refundOn } from '../../services/policy-register/refund';
