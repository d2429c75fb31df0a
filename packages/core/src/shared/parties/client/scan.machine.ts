import { assign, fromCallback, setup, type ActorRefFrom, type DoneActorEvent } from 'xstate';
import { errorText } from '../../api/errors';
import { unprovided } from '../../machines/unprovided';
import type { ClientRecord } from './contract';
import { RECOGNITION, type RecognitionAnswer } from './endpoints';

/**
 * The scan of an identity document in the client dialog (spec part 2 sections 2.2, 7.1 client/recognize-upload,
 * client/recognize-data, 9: polled every 2 s). A child of the client dialog, started with a file that passed the
 * scan rules; its output says where the dialog goes.
 *
 *   uploading (recognize-upload) --task--> polling.waiting --POLL (after 2 s)--> polling.asking (recognize-data)
 *             --failure--> ended (message)   type 0 --> waiting; 1 --> ended (a new client from the scan);
 *                                            2 --> ended (the recognition's message); 3 --> ended (the register's
 *                                            clients); failure --> ended (message)
 *   polling --RESET--> ended (cancelled)
 */

export type ScanOutput =
  | { kind: 'newClient'; record: ClientRecord }
  | { kind: 'found'; rows: ClientRecord[] }
  | { kind: 'message'; message: string }
  | { kind: 'cancelled' };

export interface ScanContext {
  file: unknown;
  taskId: string | null;
  output: ScanOutput;
}

export type ScanEvent = { type: 'POLL' } | { type: 'RESET' };

type ScanResult = DoneActorEvent<RecognitionAnswer, 'recognize'>;

/** The recognition's answer as the scan's end (type 0, still waiting, does not end it). */
function ended(answer: RecognitionAnswer): ScanOutput {
  if (answer.type === RECOGNITION.newClient) return { kind: 'newClient', record: answer.data };
  if (answer.type === RECOGNITION.message) return { kind: 'message', message: answer.message };
  if (answer.type === RECOGNITION.found) return { kind: 'found', rows: answer.data };
  return { kind: 'cancelled' };
}

const failed = ({ event }: { event: { error: unknown } }): ScanOutput => ({
  kind: 'message',
  message: errorText(event.error, '. '),
});

export const scanMachine = setup({
  types: {
    context: {} as ScanContext,
    events: {} as ScanEvent | ScanResult,
    input: {} as { file: unknown },
    output: {} as ScanOutput,
  },
  actors: {
    upload: unprovided<{ task_id: string }, { file: unknown }>('scanMachine', 'upload'),
    recognize: unprovided<RecognitionAnswer, { taskId: string }>('scanMachine', 'recognize'),
    /** Sends POLL after 2 s (spec 9: recognition polling every 2 s). */
    pollClock: fromCallback(({ sendBack }) => {
      const t = setTimeout(() => sendBack({ type: 'POLL' }), 2000);
      return () => clearTimeout(t);
    }),
  },
  guards: {
    isWaiting: ({ event }) =>
      event.type === 'xstate.done.actor.recognize' && event.output.type === RECOGNITION.waiting,
  },
}).createMachine({
  id: 'scan',
  context: ({ input }) => ({ file: input.file, taskId: null, output: { kind: 'cancelled' } }),
  initial: 'uploading',
  states: {
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file }),
        onDone: { target: 'polling', actions: assign({ taskId: ({ event }) => event.output.task_id }) },
        onError: { target: 'ended', actions: assign({ output: failed }) },
      },
    },
    polling: {
      tags: ['busy'],
      initial: 'waiting',
      on: { RESET: 'ended' },
      states: {
        waiting: {
          invoke: { id: 'pollClock', src: 'pollClock' },
          on: { POLL: 'asking' },
        },
        asking: {
          invoke: {
            id: 'recognize',
            src: 'recognize',
            input: ({ context }) => ({ taskId: context.taskId! }),
            onDone: [
              { guard: 'isWaiting', target: 'waiting' },
              { target: '#scan.ended', actions: assign({ output: ({ event }) => ended(event.output) }) },
            ],
            onError: { target: '#scan.ended', actions: assign({ output: failed }) },
          },
        },
      },
    },
    ended: { type: 'final' },
  },
  output: ({ context }) => context.output,
});

export type ScanActor = ActorRefFrom<typeof scanMachine>;
