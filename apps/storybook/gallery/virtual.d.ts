// The gallery's plan as the Vite plugin serves it (gallery/node.ts): every screen's planned states.
declare module 'virtual:gallery-plan' {
  import type { ScreenPlan } from './plan';

  const plans: ScreenPlan[];
  export default plans;
}
