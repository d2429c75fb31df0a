import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { Snapshot } from 'xstate';
import { errorText } from '@sakta/core/shared';
import {
  CONSENT_TEXT,
  consentLanguageOf,
  kdpAcceptEndpoint,
  kdpGetDocumentEndpoint,
  localiseMessage,
  providePublicConfirmation,
  selectPublicConfirmationView,
} from '@sakta/core/public-pages';
import { ConsentScreen, notify } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useCodeStep } from '../lib/child-snapshot';
import { useFailureNotifications } from '../lib/failures';
import { usePageLanguage } from '../lib/page-language';
import { usePaintedSnapshot } from '../lib/prerendered';
import { loadConsentStatus, pdfObjectUrl } from '../lib/public-pages';

/**
 * Consent page /kdp/{iin}?code=&lang= (spec part 1 sections 2, 3, 4, 8): the public confirmation machine, in the
 * customer's language (the consent's tabs are that language too).
 */
export function Component() {
  const api = useApi();
  const { iin = '' } = useParams();
  const [search] = useSearchParams();
  const [language, setLanguage] = usePageLanguage('kdp');
  const [downloading, setDownloading] = useState(false);
  const machine = useMemo(
    () =>
      providePublicConfirmation({
        loadStatus: (subject) => loadConsentStatus(api, subject),
        accept: (subject, code) => api.call(kdpAcceptEndpoint, { iin: subject, code }),
      }),
    [api],
  );
  // the server's first paint ran this machine to the page's status: the page goes on from there
  const painted = usePaintedSnapshot('kdp') as Snapshot<unknown> | undefined;
  const page = useActorRef(machine, {
    input: { subject: iin, code: search.get('code') ?? '' },
    ...(painted ? { snapshot: painted } : {}),
  });
  const code = useCodeStep(page);
  const view = selectPublicConfirmationView(useSelector(page, (s) => s));
  useFailureNotifications(page, ['code'], (message) => localiseMessage(message, language));

  const download = async () => {
    // Opened at the click, so no popup blocker stops it; filled when the PDF arrives.
    const win = window.open('', '_blank');
    setDownloading(true);
    try {
      const { document } = await api.call(kdpGetDocumentEndpoint, undefined, {
        query: { iin, lang: consentLanguageOf(language) },
      });
      const url = pdfObjectUrl(document);
      if (win) win.location.href = url;
      else window.location.href = url;
    } catch (e) {
      win?.close();
      notify({ kind: 'error', message: localiseMessage(errorText(e, '. '), language) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ConsentScreen
      view={view}
      language={language}
      onLanguageChange={setLanguage}
      text={CONSENT_TEXT}
      onDownload={() => void download()}
      downloading={downloading}
      onCodeChange={(value) => code({ type: 'CHANGE', value })}
      onVerify={() => code({ type: 'VERIFY' })}
      onRetry={() => page.send({ type: 'RETRY' })}
    />
  );
}
