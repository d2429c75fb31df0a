// The real xstate under the name the story coverage run gives it (gallery/coverage.config.ts).
declare module 'xstate-original' {
  export * from 'xstate';
}
