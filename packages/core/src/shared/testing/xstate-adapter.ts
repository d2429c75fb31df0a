/**
 * The only place the testing runner reads xstate internals (xstate 5.x, pinned in package.json): the active state
 * nodes of a snapshot (`_nodes`), the transitions of an inspected microstep (`_transitions`) and the input an
 * invoked child was started with (on its snapshot). When an xstate upgrade moves them, this file changes alone.
 */
import type { AnyActorRef, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/** The state nodes a snapshot is in (root included). */
export function activeNodes(snapshot: unknown): AnyStateNode[] {
  const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes;
  return Array.isArray(nodes) ? nodes : [];
}

/** Whether an active state node of the snapshot declares a transition for the event type (wildcards included). */
export function handlesEvent(snapshot: unknown, type: string): boolean {
  return activeNodes(snapshot).some((n) =>
    n.ownEvents.some((d) => d === type || d === '*' || (d.endsWith('.*') && type.startsWith(d.slice(0, -1)))),
  );
}

/** The transitions a microstep of the inspection stream took; [] for any other inspection event. */
export function microstepTransitions(event: InspectionEvent): AnyTransitionDefinition[] {
  return event.type === '@xstate.microstep' ? event._transitions : [];
}

/** The input the child actor was started with (undefined when no such child runs). */
export function childInput(ref: AnyActorRef | undefined): unknown {
  return (ref?.getSnapshot() as { input?: unknown } | undefined)?.input;
}
