import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorText } from '../../api/errors';
import type { DocumentRecord } from './contract';
import type { DocumentUploadFields } from './endpoints';
import type { DocumentKind, DocumentType } from './rules';
import { documentTypesFor, fileProblem, type UploadFile } from './upload-rules';
import { ruDocuments } from './ru';

/**
 * The document upload modal (spec part 2 sections 2.1, 2.2, 3.7, 8): the owner's uploaded files, a type to choose,
 * a file to upload, a file to delete.
 *
 *   idle --SELECT_TYPE--> idle
 *        --UPLOAD {file} [a type and an acceptable file]--> uploading --ok--> idle ('Файл успешно загружен')
 *                                                                     --failure--> idle (the server's message
 *                                                                        under the field and as a notice)
 *        --UPLOAD (no type, or the file refused)--> idle (the reason under the field)
 *        --DELETE {id} [a listed file]--> deleting --ok--> idle ('Файл успешно удален') | --failure--> idle
 *        --CLOSE--> saved (the list changed: output the owner's files) | closed (nothing changed)
 *
 * Every upload or deletion is done on the server at once, so the modal's output is the list as it now is.
 * Notifications (success and failure) are exposed as `notice` with a sequence number; the app's toaster shows them.
 */

/** The owner as the upload fields name it (spec 3.7: kind, c_id, the policy's ulid, title, iin). */
export interface DocumentOwner {
  kind: DocumentKind;
  /** The client's or the vehicle's id. */
  c_id: number;
  policy_ulid: string;
  /** Shown in the title: the client's name or the vehicle's plate. */
  title?: string;
  iin?: string;
}

/**
 * The party record the policy keeps (a client of spec 3.3 or a vehicle of 3.4), as far as the documents read it: the
 * id (`client.id` or the vehicle's `id`), the name or plate, the IIN, the images uploaded before, the podft block.
 */
export interface DocumentOwnerRecord {
  id?: number | null;
  number?: string | null;
  vin?: string | null;
  client?: {
    id?: number | null;
    iin?: string | null;
    title?: string | null;
    surname?: string | null;
    name?: string | null;
    patronymic?: string | null;
  } | null;
  images?: readonly DocumentRecord[] | null;
  podft?: Record<string, unknown> | null;
}

/** What the policy opens the modal (and the podft dialog) with: kind 1 insurer, 2 insured, 3 vehicle. */
export interface DocumentUploadInput {
  kind: DocumentKind;
  /** A legal-entity insurer's extra image types (555-888, 111+n), from `entityDocumentTypes`. */
  extraTypes?: readonly DocumentType[];
  /** The policy's ulid. */
  ulid: string;
  owner: DocumentOwnerRecord;
}

/** The owner's id, title and IIN from its record. */
export function documentOwnerOf(input: DocumentUploadInput): DocumentOwner {
  const o = input.owner;
  const c = o.client ?? null;
  const title =
    input.kind === 3
      ? o.number || o.vin || ''
      : (c?.title ?? '').trim() || [c?.surname, c?.name, c?.patronymic].filter(Boolean).join(' ');
  const iin = input.kind === 3 ? '' : (c?.iin ?? '');
  return {
    kind: input.kind,
    c_id: (input.kind === 3 ? o.id : c?.id) ?? 0,
    policy_ulid: input.ulid,
    ...(title ? { title } : {}),
    ...(iin ? { iin } : {}),
  };
}

export interface DocumentNotice {
  seq: number;
  tone: 'success' | 'error';
  title: string;
  text: string;
}

export interface DocumentUploadContext {
  owner: DocumentOwner;
  types: DocumentType[];
  images: DocumentRecord[];
  typeId: string;
  /** Why the last chosen file (or the missing type) was refused; null when none. */
  problem: string | null;
  notice: DocumentNotice | null;
  changed: boolean;
  /** The upload or deletion in progress. */
  pending: { fields: DocumentUploadFields; file: UploadFile } | DocumentRecord | null;
}

export type DocumentUploadEvent =
  | { type: 'SELECT_TYPE'; typeId: string }
  | { type: 'UPLOAD'; file: UploadFile | null }
  | { type: 'DELETE'; id: number }
  | { type: 'CLOSE' };

/** Saved: the owner's fields to update (its images as they now are on the server). */
export type DocumentUploadOutput =
  { kind: 'saved'; record: { images: DocumentRecord[] } } | { kind: 'closed' };

export interface UploadRequest {
  fields: DocumentUploadFields;
  file: UploadFile;
}

function notice(c: DocumentUploadContext, tone: DocumentNotice['tone'], text: string): DocumentNotice {
  return {
    seq: (c.notice?.seq ?? 0) + 1,
    tone,
    title: tone === 'success' ? ruDocuments.successTitle : ruDocuments.errorTitle,
    text,
  };
}

function fieldsOf(c: DocumentUploadContext): DocumentUploadFields {
  return {
    policy_ulid: c.owner.policy_ulid,
    c_id: String(c.owner.c_id),
    kind: String(c.owner.kind) as DocumentUploadFields['kind'],
    type_id: c.typeId,
    ...(c.owner.title ? { title: c.owner.title } : {}),
    ...(c.owner.iin ? { iin: c.owner.iin } : {}),
  };
}

const typeAllowed = (c: DocumentUploadContext, typeId: string) => c.types.some((t) => t.type_id === typeId);

export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
    input: {} as DocumentUploadInput,
    output: {} as DocumentUploadOutput,
  },
  actors: {
    upload: fromPromise<DocumentRecord, UploadRequest>(() =>
      Promise.reject(new Error('documentUploadMachine: provide the `upload` actor')),
    ),
    remove: fromPromise<unknown, DocumentRecord>(() =>
      Promise.reject(new Error('documentUploadMachine: provide the `remove` actor')),
    ),
  },
  guards: {
    canUpload: ({ context, event }) =>
      event.type === 'UPLOAD' && typeAllowed(context, context.typeId) && fileProblem(event.file) === null,
    isListed: ({ context, event }) =>
      event.type === 'DELETE' && context.images.some((d) => d.id === event.id),
    hasChanged: ({ context }) => context.changed,
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => {
    const types = documentTypesFor(input.kind, input.extraTypes);
    return {
      owner: documentOwnerOf(input),
      types,
      images: [...(input.owner.images ?? [])],
      // a vehicle has one type: chosen already
      typeId: types.length === 1 ? (types[0]?.type_id ?? '') : '',
      problem: null,
      notice: null,
      changed: false,
      pending: null,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT_TYPE: {
          actions: assign({
            typeId: ({ context, event }) =>
              typeAllowed(context, event.typeId) ? event.typeId : context.typeId,
            problem: null,
          }),
        },
        UPLOAD: [
          {
            guard: 'canUpload',
            target: 'uploading',
            actions: assign({
              pending: ({ context, event }) => ({
                fields: fieldsOf(context),
                file: event.file as UploadFile,
              }),
              problem: null,
            }),
          },
          {
            actions: assign({
              problem: ({ context, event }) =>
                typeAllowed(context, context.typeId) ? fileProblem(event.file) : ruDocuments.chooseType,
            }),
          },
        ],
        DELETE: {
          guard: 'isListed',
          target: 'deleting',
          actions: assign({
            pending: ({ context, event }) => context.images.find((d) => d.id === event.id) ?? null,
          }),
        },
        CLOSE: [{ guard: 'hasChanged', target: 'saved' }, { target: 'closed' }],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => context.pending as UploadRequest,
        onDone: {
          target: 'idle',
          actions: assign({
            images: ({ context, event }) => [
              ...context.images.filter((d) => d.id !== event.output.id),
              event.output,
            ],
            changed: true,
            pending: null,
            notice: ({ context }) => notice(context, 'success', ruDocuments.uploaded),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            pending: null,
            // the server's refusal ('Некачественное изображение…') is shown where the file was chosen, too
            problem: ({ event }) => errorText(event.error, '. '),
            notice: ({ context, event }) => notice(context, 'error', errorText(event.error, '. ')),
          }),
        },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => context.pending as DocumentRecord,
        onDone: {
          target: 'idle',
          actions: assign({
            images: ({ context }) =>
              context.images.filter((d) => d.id !== (context.pending as DocumentRecord).id),
            changed: true,
            pending: null,
            notice: ({ context }) => notice(context, 'success', ruDocuments.deleted),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            pending: null,
            notice: ({ context, event }) => notice(context, 'error', errorText(event.error, '. ')),
          }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): DocumentUploadOutput =>
    context.changed ? { kind: 'saved', record: { images: context.images } } : { kind: 'closed' },
});

export type DocumentUploadSnapshot = SnapshotFrom<typeof documentUploadMachine>;
export type DocumentUploadActor = ActorRefFrom<typeof documentUploadMachine>;

export interface DocumentUploadView {
  owner: DocumentOwner;
  kindTitle: string;
  types: ReadonlyArray<{ type_id: string; title: string }>;
  typeId: string;
  images: DocumentRecord[];
  problem: string | null;
  busy: boolean;
  /** The file being deleted (its row shows the progress). */
  deletingId: number | null;
  notice: DocumentNotice | null;
}

export function selectDocumentUploadView(s: DocumentUploadSnapshot): DocumentUploadView {
  const c = s.context;
  return {
    owner: c.owner,
    kindTitle: ruDocuments.kind[c.owner.kind],
    types: c.types,
    typeId: c.typeId,
    images: c.images,
    problem: c.problem,
    busy: s.hasTag('busy'),
    deletingId: s.matches('deleting') ? ((c.pending as DocumentRecord | null)?.id ?? null) : null,
    notice: c.notice,
  };
}

/** The modal's calls (section 7.1). */
export interface DocumentUploadCalls {
  /** POST document/upload multipart: the record the server kept. */
  upload(req: UploadRequest): Promise<DocumentRecord>;
  /** POST document/delete {document record}. */
  remove(doc: DocumentRecord): Promise<unknown>;
}

export function provideDocumentUpload(calls: DocumentUploadCalls) {
  return documentUploadMachine.provide({
    actors: {
      upload: fromPromise(({ input }) => calls.upload(input)),
      remove: fromPromise(({ input }) => calls.remove(input)),
    },
  });
}
