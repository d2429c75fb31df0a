// The parties' calls on the API client (spec part 2 section 7.1): the client dialog's client/get, set,
// force-kdp, recognition (multipart), and the consent of /kdp/{iin} (kdp/accept, kdp/check-status: one consent,
// one code, two ways); the chief dialog's get-chief and set-chief. Kept apart from the lazy views.
import {
  ConsentStatusSchema,
  decryptPayload,
  kdpAcceptEndpoint,
  kdpCheckStatusEndpoint,
  kdpPurpose,
  type ApiClient,
} from '@sakta/core';
import {
  clientForceKdpEndpoint,
  clientGetEndpoint,
  clientRecognizeDataEndpoint,
  clientRecognizeUploadEndpoint,
  clientSetEndpoint,
  type ClientDialogCalls,
} from '@sakta/core/parties/client';
import {
  clientGetChiefEndpoint,
  clientSetChiefEndpoint,
  type ChiefDialogCalls,
} from '@sakta/core/parties/chief';
import { config } from '../../config';

/** The client dialog's calls: what provideClientDialog takes. */
export function clientDialogCalls(api: ApiClient): ClientDialogCalls {
  return {
    get: async (req) => {
      const answer = await api.call(clientGetEndpoint, req);
      return 'consent' in answer ? { consent: answer.consent } : { data: answer.data };
    },
    set: async (record) => (await api.call(clientSetEndpoint, [record])).data,
    forceKdp: (req) => api.call(clientForceKdpEndpoint, req),
    acceptKdp: (req) => api.call(kdpAcceptEndpoint, req),
    isKdpAccepted: async (iin) => {
      const { payload } = await api.call(kdpCheckStatusEndpoint, undefined, { query: { iin } });
      const status = ConsentStatusSchema.parse(
        await decryptPayload(config.payloadKey, kdpPurpose(iin), payload),
      );
      return status.isKdpAccepted === true;
    },
    recognizeUpload: (file) => {
      const form = new FormData();
      // the machine holds the browser's File the input gave
      form.append('document', file as Blob);
      return api.upload(clientRecognizeUploadEndpoint, form);
    },
    recognizeData: (taskId) => api.call(clientRecognizeDataEndpoint, { task_id: taskId }),
  };
}

/** The chief dialog's calls: what provideChiefDialog takes. */
export function chiefDialogCalls(api: ApiClient): ChiefDialogCalls {
  return {
    get: async (req) => (await api.call(clientGetChiefEndpoint, req)).data,
    set: async (record) => (await api.call(clientSetChiefEndpoint, [record])).data,
  };
}
