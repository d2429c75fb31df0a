import { fn } from 'storybook/test';
import {
  ApiError,
  codeConfirmationMachine,
  policyCodeFlowMachine,
  provideSupport,
  provideTravel,
  selectPagedListView,
  selectPolicyCodeFlowView,
  selectSupportView,
  selectTravelView,
  type PagedListSnapshot,
  type PolicyCodeTarget,
  type SupportEvent,
  type SupportRow,
} from '@sakta/core';
import { done, never, replay, stoppedClock, type ReplayEvent } from './replay';
import { filteredListHandlers } from './list-handlers';

/*
 * Fixtures of the operator-error screen, the list's code flows and the travel page: each view is core's selector
 * over the production machine (its calls never answering by themselves) after the story's events.
 */

const pending = () => new Promise<never>(() => {});

const supportMachine = provideSupport({ page: pending, act: pending });

/** An answer to the list's page call. */
export const pageLoaded = (page: unknown): ReplayEvent<SupportEvent> => ({
  to: 'list',
  event: done('loadPage', page),
});

/** The support screen's props after `events`. */
export function supportScreen(events: ReplayEvent<SupportEvent>[]) {
  return replay(
    supportMachine,
    events,
    (s) => ({
      view: selectSupportView(s),
      list: selectPagedListView<SupportRow>(s.children.list?.getSnapshot() as PagedListSnapshot | undefined),
    }),
    {},
  );
}

export const supportHandlers = () => ({
  ...filteredListHandlers(),
  onOpen: fn(),
});

/** The open request's modal view after `events` (the screen's `view.modal`). */
export function supportModal(events: ReplayEvent<SupportEvent>[]) {
  const modal = supportScreen(events).view.modal;
  if (!modal) throw new Error('supportModal: no request is open after these events');
  return modal;
}

export const actionRefused = ApiError.rejected(['Заявка уже обработана'], 409);

const codeFlowMachine = policyCodeFlowMachine.provide({
  actors: {
    codeConfirmation: codeConfirmationMachine.provide({
      actors: { sendCode: never(), verifyCode: never(), clock: stoppedClock() },
    }),
  },
});

/** The code flow dialog's view for `target` after `events` (most go to the code step: `{to: 'code', event}`). */
export function codeFlowView(target: PolicyCodeTarget, events: ReplayEvent<{ type: 'CLOSE' }>[]) {
  return replay(codeFlowMachine, events, selectPolicyCodeFlowView, { target });
}

export const codeFlowHandlers = () => ({
  onCodeChange: fn(),
  onSend: fn(),
  onResend: fn(),
  onVerify: fn(),
  onClose: fn(),
});

const travelMachine = provideTravel(pending);

/** The travel page's view for the query's draft after `events`. */
export function travelView(id: string | null, events: ReplayEvent<{ type: 'RETRY' }>[]) {
  return replay(travelMachine, events, selectTravelView, { id });
}
