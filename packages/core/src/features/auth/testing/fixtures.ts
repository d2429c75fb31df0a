/** Test data of sign-in and the password reset: machine tests, model tests, stories and e2e use these. */

export const STRONG_PASSWORD = 'Sakta-2026!x';

export const OTHER_STRONG_PASSWORD = 'Sakta-2027!y';
