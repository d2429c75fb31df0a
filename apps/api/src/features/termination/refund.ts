// The refund rule lives with the register (services/policy-register/refund.ts): the termination screen and the
// policy list's termination share it; the e2e fixtures load it from here.
export * from '../../services/policy-register/refund';
