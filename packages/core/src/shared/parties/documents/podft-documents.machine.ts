import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorText } from '../../api/errors';
import type { PartyPodft } from './contract';
import type { PodftUploadAnswer, PodftUploadFields } from './endpoints';
import { documentOwnerOf, type DocumentUploadInput } from './document-upload.machine';
import { fileProblem, type UploadFile } from './upload-rules';

/**
 * The anti-money-laundering documents dialog (spec part 2 sections 2.1, 3.8, 8): the front and the back image of a
 * flagged client's or vehicle's document, sent with podft/upload.
 *
 *   editing --CHOOSE {side, file}--> editing (a refused file: its reason under that side; the chosen one stays)
 *           --CLEAR {side}--> editing
 *           --SAVE [at least one image]--> saving --ok--> saved (output the compliance record)
 *                                                 --failure--> editing (the server's message; images kept)
 *   editing --CLOSE--> closed
 */

export type PodftSide = 'front' | 'back';

/** What the policy opens the dialog with: the same request as the document modal's (kind, ulid, owner). */
export type PodftDocumentsInput = DocumentUploadInput;

export interface PodftDocumentsContext {
  /** The client's or the vehicle's id. */
  id: number;
  /** 0 client, 1 vehicle. */
  entity: 0 | 1;
  ulid: string;
  title: string | null;
  /** The owner's podft block before the upload. */
  podft: PartyPodft | null;
  front: UploadFile | null;
  back: UploadFile | null;
  problems: Partial<Record<PodftSide, string>>;
  message: string | null;
  saved: PodftUploadAnswer | null;
}

export type PodftDocumentsEvent =
  | { type: 'CHOOSE'; side: PodftSide; file: UploadFile | null }
  | { type: 'CLEAR'; side: PodftSide }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

/**
 * Saved: the owner's fields to update: its podft block names the review record and that documents were set, and
 * the party is being verified ('Проверка документов').
 */
export type PodftDocumentsOutput =
  | {
      kind: 'saved';
      record: { podft: PartyPodft; beingVerify: true };
      id: number;
      data: PodftUploadAnswer['data'];
    }
  | { kind: 'closed' };

export interface PodftUploadRequest {
  fields: PodftUploadFields;
  front: UploadFile | null;
  back: UploadFile | null;
}

export const podftDocumentsMachine = setup({
  types: {
    context: {} as PodftDocumentsContext,
    events: {} as PodftDocumentsEvent,
    input: {} as PodftDocumentsInput,
    output: {} as PodftDocumentsOutput,
  },
  actors: {
    upload: fromPromise<PodftUploadAnswer, PodftUploadRequest>(() =>
      Promise.reject(new Error('podftDocumentsMachine: provide the `upload` actor')),
    ),
  },
  guards: {
    hasImage: ({ context }) => context.front !== null || context.back !== null,
    isAcceptable: ({ event }) =>
      event.type === 'CHOOSE' && fileProblem(event.file, { imagesOnly: true }) === null,
  },
}).createMachine({
  id: 'podftDocuments',
  context: ({ input }) => {
    const owner = documentOwnerOf(input);
    return {
      id: owner.c_id,
      entity: input.kind === 3 ? 1 : 0,
      ulid: input.ulid,
      title: owner.title ?? null,
      podft: input.owner.podft ?? null,
      front: null,
      back: null,
      problems: {},
      message: null,
      saved: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHOOSE: [
          {
            guard: 'isAcceptable',
            actions: assign(({ context, event }) => ({
              [event.side]: event.file,
              problems: { ...context.problems, [event.side]: undefined },
              message: null,
            })),
          },
          {
            actions: assign({
              problems: ({ context, event }) => ({
                ...context.problems,
                [event.side]: fileProblem(event.file, { imagesOnly: true }) ?? undefined,
              }),
            }),
          },
        ],
        CLEAR: {
          actions: assign(({ context, event }) => ({
            [event.side]: null,
            problems: { ...context.problems, [event.side]: undefined },
          })),
        },
        SAVE: { guard: 'hasImage', target: 'saving' },
        CLOSE: 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ message: null }),
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({
          fields: { id: String(context.id), ulid: context.ulid, entity: String(context.entity) as '0' | '1' },
          front: context.front,
          back: context.back,
        }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ message: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): PodftDocumentsOutput =>
    context.saved
      ? {
          kind: 'saved',
          record: {
            podft: { ...(context.podft ?? {}), id: context.saved.id, setDocument: true },
            beingVerify: true,
          },
          id: context.saved.id,
          data: context.saved.data,
        }
      : { kind: 'closed' },
});

export type PodftDocumentsSnapshot = SnapshotFrom<typeof podftDocumentsMachine>;
export type PodftDocumentsActor = ActorRefFrom<typeof podftDocumentsMachine>;

export interface PodftDocumentsView {
  title: string | null;
  front: string | null;
  back: string | null;
  problems: Partial<Record<PodftSide, string>>;
  message: string | null;
  busy: boolean;
  /** Save is enabled when at least one image is chosen (section 2.1). */
  canSave: boolean;
}

export function selectPodftDocumentsView(s: PodftDocumentsSnapshot): PodftDocumentsView {
  const c = s.context;
  return {
    title: c.title,
    front: c.front?.name ?? null,
    back: c.back?.name ?? null,
    problems: Object.fromEntries(Object.entries(c.problems).filter(([, v]) => v)),
    message: c.message,
    busy: s.hasTag('busy'),
    canSave: s.can({ type: 'SAVE' }),
  };
}

/** The dialog's call (section 7.1). */
export interface PodftDocumentsCalls {
  /** POST podft/upload multipart {id, ulid, entity, front, back}. */
  upload(req: PodftUploadRequest): Promise<PodftUploadAnswer>;
}

export function providePodftDocuments(calls: PodftDocumentsCalls) {
  return podftDocumentsMachine.provide({
    actors: { upload: fromPromise(({ input }) => calls.upload(input)) },
  });
}
