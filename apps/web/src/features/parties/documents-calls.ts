// The document dialogs' calls on the API client (spec part 2 section 7.1), for the `provide*` functions of core:
// the multipart document/upload and podft/upload, document/delete. Kept apart from the views so they run in Node
// tests.
import type { ApiClient } from '@sakta/core';
import {
  documentDeleteEndpoint,
  documentUploadEndpoint,
  podftUploadEndpoint,
  type DocumentUploadCalls,
  type PodftDocumentsCalls,
} from '@sakta/core/parties/documents';

/** The modal's calls on the API client (multipart document/upload, document/delete): for `provideDocumentUpload`. */
export function documentUploadCalls(api: ApiClient): DocumentUploadCalls {
  return {
    upload: async ({ fields, file }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
      // the machine holds the browser's File the input gave
      form.set('file', file as unknown as File);
      return (await api.upload(documentUploadEndpoint, form)).data;
    },
    remove: (doc) => api.call(documentDeleteEndpoint, doc),
  };
}

/** The dialog's call on the API client (multipart podft/upload): give it to `providePodftDocuments`. */
export function podftDocumentsCalls(api: ApiClient): PodftDocumentsCalls {
  return {
    upload: ({ fields, front, back }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      // the machine holds the browser's Files the inputs gave
      if (front) form.set('front', front as unknown as File);
      if (back) form.set('back', back as unknown as File);
      return api.upload(podftUploadEndpoint, form);
    },
  };
}
