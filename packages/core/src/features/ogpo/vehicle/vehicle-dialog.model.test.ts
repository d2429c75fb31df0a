import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { runModel, type StepInfo } from '../../../shared/testing/runner';
import { vehicleDialogModel } from './testing/vehicle-dialog.model';
import type { vehicleDialogMachine } from './vehicle-dialog.machine';

type Model = typeof vehicleDialogModel.machine;

function check(s: SnapshotFrom<typeof vehicleDialogMachine>, { event, input }: StepInfo<Model>) {
  if (!event) {
    // the lookup child gets the policy's request as its query: product, and every listed plate and VIN
    const child = s.children.lookup?.getSnapshot() as { input: Record<string, unknown> } | undefined;
    const request = input!;
    expect(child?.input).toEqual({
      query: {
        by: 'number',
        value: '',
        product: request.productType,
        listed: [...request.listed.numbers, ...request.listed.vins],
      },
      ...(request.record ? { record: request.record } : {}),
      incompleteMessage: 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.',
    });
    return;
  }
  // the dialog ends with the lookup's output
  expect(s.status).toBe('done');
  expect(s.output).toEqual((event as { output: unknown }).output);
}

describe('vehicleDialogMachine (model-based)', () => {
  it("takes the policy's request, runs the lookup and ends with its output", () => {
    const run = runModel(vehicleDialogModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
