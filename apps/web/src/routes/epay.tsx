import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ApiError } from '@sakta/core/shared';
import {
  EpayWidgetMessageSchema,
  epayMachine,
  getToEpayEndpoint,
  isTrustedEpayOrigin,
  ruEpay,
  selectEpayView,
} from '@sakta/core/public-pages';
import { EpayScreen } from '@sakta/ui';
import { config } from '../config';
import { useApi } from '../lib/api';
import { usePageLanguage } from '../lib/page-language';

/**
 * Card payment /epay/{id}?lang= (spec part 1 sections 2, 7, 8), in the customer's language. get-to-epay returns
 * the widget (the back end got the provider's token); the widget must live on the configured provider origin, and
 * only its messages are read. The widget is asked for in the page's language (the provider's `lang`).
 */
export function Component() {
  const api = useApi();
  const { id = '' } = useParams();
  const [language, setLanguage] = usePageLanguage('epay');
  // the widget opens in the language the page had when it was asked for (the overlay hides the switch meanwhile)
  const widgetLanguage = useRef(language);
  useLayoutEffect(() => {
    widgetLanguage.current = language;
  }, [language]);
  const machine = useMemo(
    () =>
      epayMachine.provide({
        actors: {
          loadPayment: fromPromise(async ({ input }) => {
            const { data } = await api.call(getToEpayEndpoint, undefined, { params: { id: input.id } });
            const url = new URL(data.widgetUrl);
            if (!isTrustedEpayOrigin(url.origin, config.epayOrigin))
              throw new ApiError('malformed', ruEpay.untrustedWidget);
            // the widget posts its result to this page's origin only (the provider checks it is allowed)
            url.searchParams.set('origin', window.location.origin);
            url.searchParams.set('lang', widgetLanguage.current);
            return { ...data, widgetUrl: url.href };
          }),
        },
      }),
    [api],
  );
  const payment = useActorRef(machine, { input: { id } });
  const view = useSelector(payment, selectEpayView);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!isTrustedEpayOrigin(e.origin, config.epayOrigin)) return;
      const parsed = EpayWidgetMessageSchema.safeParse(e.data);
      if (!parsed.success) return;
      const { invoice, success, message } = parsed.data;
      payment.send({ type: 'WIDGET_RESULT', invoice, success, message });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [payment]);

  return (
    <EpayScreen
      id={id}
      view={view}
      language={language}
      onLanguageChange={setLanguage}
      onClose={() => payment.send({ type: 'CLOSE' })}
      onRetry={() => payment.send({ type: 'RETRY' })}
    />
  );
}
