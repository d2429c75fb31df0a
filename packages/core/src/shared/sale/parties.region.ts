import { and, assign, not, raise } from 'xstate';
import { errorText } from '../api/errors';
import { DIALOG_NAMES, slotOf, type DialogName, type SaleProduct } from './product';
import type { SaleSetup } from './sale.setup';
import { agentChoice, managerChoice, showsApc } from './staff';

/**
 * `parties`: idle, or one dialog open as the child `<name>Dialog` (the dialog the target's slot names). A dialog
 * ends with `{kind: 'saved', record}` or `{kind: 'closed'}`; a saved record is put where the slot says. Deleting an
 * entry removes it through its slot, and its uploaded images go with it (in the background).
 */
export function partiesRegion<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  s: SaleSetup<P, T, Policy, Calc, VReq, VAns, Variant>,
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  const dialogs = DIALOG_NAMES.filter((name) => product.dialogs.includes(name));
  const dialogState = (name: DialogName) =>
    s.createStateConfig({
      // the tag names the open dialog for the views (the states are made from the product's dialogs)
      tags: [`${name}Dialog`],
      invoke: {
        id: `${name}Dialog`,
        src: `${name}Dialog`,
        input: ({ context }) =>
          slotOf(product.slots, context.target as T).request(context, context.target as T),
        onDone: { target: 'idle', actions: ['applySaved', 'clearTarget'] },
        onError: { target: 'idle', actions: 'clearTarget' },
      },
    });
  return s.createStateConfig({
    initial: 'idle',
    states: {
      idle: {
        on: {
          OPEN: dialogs.map((dialog) => ({
            guard: and(['isEditable', 'canOpen', { type: 'opens', params: { dialog } }]),
            target: dialog,
            actions: 'setTarget' as const,
          })),
          DELETE: {
            guard: and(['isEditable', 'canDelete']),
            actions: ['deleteImages', 'removeTarget', raise({ type: 'POLICY_CHANGED' })],
          },
        },
      },
      ...Object.fromEntries(dialogs.map((name) => [name, dialogState(name)])),
    },
  });
}

/**
 * `defaultParty`, for a product that fetches a party itself (its descriptor's `defaultParty`; OGPO: the default
 * insured of a legal-entity insurer without named drivers, 4.1): whenever the policy needs it, the call
 * `loadDefaultParty` fetches it and the record goes where the product says (a change of the policy). A failure says
 * why (`defaultPartyMessage`) until RETRY_DEFAULT_PARTY, or until the policy no longer needs it.
 *
 *   idle --(needed)--> loading --ok--> idle    loading --failure--> failed --RETRY_DEFAULT_PARTY--> loading
 *   loading | failed --(no longer needed)--> idle
 */
export function defaultPartyRegions<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  s: SaleSetup<P, T, Policy, Calc, VReq, VAns, Variant>,
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  const defaultParty = s.createStateConfig({
    initial: 'idle',
    states: {
      idle: { always: { guard: 'needsDefaultParty', target: 'loading' } },
      loading: {
        tags: ['defaultPartyLoading'],
        entry: assign({ defaultPartyMessage: null }),
        // the policy changed meanwhile (the insurer deleted, a driver named): the call is dropped
        always: { guard: not('needsDefaultParty'), target: 'idle' },
        invoke: {
          id: 'loadDefaultParty',
          src: 'loadDefaultParty',
          onDone: { target: 'idle', actions: 'applyDefaultParty' },
          onError: {
            target: 'failed',
            actions: assign({ defaultPartyMessage: ({ event }) => errorText(event.error, '. ') }),
          },
        },
      },
      failed: {
        tags: ['defaultPartyFailed'],
        always: { guard: not('needsDefaultParty'), target: 'idle' },
        on: { RETRY_DEFAULT_PARTY: 'loading' },
      },
    },
  });
  // (typed as if every product had it: one without `defaultParty` never has the region)
  return (product.defaultParty ? { defaultParty } : {}) as { defaultParty: typeof defaultParty };
}

/**
 * `staff` (spec 6): the managers are loaded, then the agents of the chosen manager, with the role rules (role 3 is
 * the manager, locked; role 4 the first manager and self or company agent, locked; role 8 the first manager). A
 * manager change clears the agent and reloads the agents. A user with an apc has no agent selector.
 */
export function staffRegion<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  s: SaleSetup<P, T, Policy, Calc, VReq, VAns, Variant>,
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  return s.createStateConfig({
    initial: 'loadingManagers',
    states: {
      loadingManagers: {
        tags: ['staffLoading'],
        entry: assign({ staffMessage: null }),
        invoke: {
          id: 'loadManagers',
          src: 'loadManagers',
          onDone: [
            {
              guard: ({ event, context }) =>
                !showsApc(context.user) && managerChoice(context.user, event.output).manager !== null,
              target: 'loadingAgents',
              actions: 'setManagers',
            },
            { target: 'ready', actions: 'setManagers' },
          ],
          onError: {
            target: 'failed',
            actions: assign({ staffMessage: ({ event }) => errorText(event.error, '. ') }),
          },
        },
      },
      loadingAgents: {
        tags: ['staffLoading'],
        entry: assign({ agents: [], staffMessage: null }),
        invoke: {
          id: 'loadAgents',
          src: 'loadAgents',
          input: ({ context }) => ({
            id: context.manager as number,
            product: product.code(product.variantOf(context.policy)),
          }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const choice = agentChoice(context.user, event.output.data, event.output.isCompany);
              // an agent put back with the policy stays while the manager's list still has it
              const kept = !choice.locked && event.output.data.some((a) => a.id === context.agent);
              return {
                agents: event.output.data,
                isCompany: event.output.isCompany,
                agent: kept ? context.agent : choice.agent,
                agentLocked: choice.locked,
              };
            }),
          },
          onError: {
            target: 'failed',
            actions: assign({ staffMessage: ({ event }) => errorText(event.error, '. ') }),
          },
        },
      },
      ready: {
        on: {
          SET_MANAGER: [
            {
              guard: and(['isEditable', 'managerFree', 'isOtherManager', not('hasApc')]),
              target: 'loadingAgents',
              actions: [
                assign({ manager: ({ event }) => event.id, agent: null }),
                raise({ type: 'POLICY_CHANGED' }),
              ],
            },
            {
              guard: and(['isEditable', 'managerFree', 'isOtherManager']),
              actions: [assign({ manager: ({ event }) => event.id }), raise({ type: 'POLICY_CHANGED' })],
            },
          ],
          SET_AGENT: {
            guard: and(['isEditable', 'isAgentChoice']),
            actions: [assign({ agent: ({ event }) => event.id }), raise({ type: 'POLICY_CHANGED' })],
          },
        },
      },
      failed: {
        on: {
          RETRY_STAFF: [{ guard: 'hasManager', target: 'loadingAgents' }, { target: 'loadingManagers' }],
        },
      },
    },
  });
}
