import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { Snapshot } from 'xstate';
import {
  functionalOtpAcceptEndpoint,
  localiseMessage,
  providePublicConfirmation,
  selectPublicConfirmationView,
} from '@sakta/core/public-pages';
import { DocumentOtpScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useCodeStep } from '../lib/child-snapshot';
import { useFailureNotifications } from '../lib/failures';
import { usePageLanguage } from '../lib/page-language';
import { usePaintedSnapshot } from '../lib/prerendered';
import { loadDocumentStatus } from '../lib/public-pages';

/** Document confirmation /func/otp/{ulid}?code=&lang= (spec part 1 sections 2, 3, 4, 8), in the customer's language. */
export function Component() {
  const api = useApi();
  const { ulid = '' } = useParams();
  const [search] = useSearchParams();
  const [language, setLanguage] = usePageLanguage('funcOtp');
  const machine = useMemo(
    () =>
      providePublicConfirmation({
        loadStatus: (subject) => loadDocumentStatus(api, subject),
        accept: (subject, code) => api.call(functionalOtpAcceptEndpoint, { ulid: subject, code }),
      }),
    [api],
  );
  // the server's first paint ran this machine to the page's status: the page goes on from there
  const painted = usePaintedSnapshot('funcOtp') as Snapshot<unknown> | undefined;
  const page = useActorRef(machine, {
    input: { subject: ulid, code: search.get('code') ?? '' },
    ...(painted ? { snapshot: painted } : {}),
  });
  const code = useCodeStep(page);
  const view = selectPublicConfirmationView(useSelector(page, (s) => s));
  useFailureNotifications(page, ['code'], (message) => localiseMessage(message, language));

  return (
    <DocumentOtpScreen
      view={view}
      language={language}
      onLanguageChange={setLanguage}
      onCodeChange={(value) => code({ type: 'CHANGE', value })}
      onVerify={() => code({ type: 'VERIFY' })}
      onRetry={() => page.send({ type: 'RETRY' })}
    />
  );
}
