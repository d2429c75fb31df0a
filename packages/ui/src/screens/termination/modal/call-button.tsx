// The termination modal's call buttons (calculate the refund, generate the application, check the signature):
// enabled when the machine allows the call, saying the call runs while it does.
import { ruTerminationModal, type TerminationEvent, type TerminationView } from '@sakta/core';
import { Button, type ButtonProps } from '../../../primitives/button';

const t = ruTerminationModal;

type CallEvent = Extract<TerminationEvent, { type: 'CALCULATE' | 'GENERATE' | 'CHECK' }>['type'];
type ViewTest = (view: TerminationView) => boolean;

/** Each call: its event, whether the machine allows it, whether it runs, its label, its label while it runs. */
const CALLS: Record<'calculate' | 'generate' | 'check', [CallEvent, ViewTest, ViewTest, string, string]> = {
  calculate: [
    'CALCULATE',
    (v) => v.canCalculate,
    (v) => v.mode === 'calculating',
    t.calculate,
    t.calculating,
  ],
  generate: ['GENERATE', (v) => v.canGenerate, (v) => v.generating, t.generate, t.generating],
  check: ['CHECK', (v) => v.canCheck, (v) => v.checking, t.check, t.checking],
};

export function CallButton({
  call,
  view,
  onEvent,
  ...props
}: Omit<ButtonProps, 'onClick' | 'disabled' | 'loading' | 'children'> & {
  call: keyof typeof CALLS;
  view: TerminationView;
  onEvent: (event: TerminationEvent) => void;
}) {
  const [type, allowed, runs, label, runningLabel] = CALLS[call];
  const running = runs(view);
  return (
    <Button {...props} onClick={() => onEvent({ type })} disabled={!allowed(view)} loading={running}>
      {running ? runningLabel : label}
    </Button>
  );
}
