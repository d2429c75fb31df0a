/** `@sakta/core/auth`: sign-in and the password reset (spec part 1 section 7). The session itself is shared. */
export * from './contract';
export * from './password';
export * from './login.machine';
export * from './reset.machine';
