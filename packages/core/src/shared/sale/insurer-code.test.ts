import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectCodeView } from '../machines/code-confirmation.view';
import { insurerCodeAddress } from './insurer-code';
import { saleActors, type SaleCalls } from './sale-calls';

describe("the insurer's code goes by SMS, or by mail without a phone (spec part 2 sections 4.2, 7.2)", () => {
  it('the phone first; an insurer without one but with an e-mail, the e-mail; neither, none', () => {
    expect(insurerCodeAddress({ phone: '+7(701) 512-0128', email: 'erlan@mail.kz' })).toEqual({
      type: 'sms',
      to: '77015120128',
    });
    expect(insurerCodeAddress({ phone: '', email: ' Anna.Mueller@web.de ' })).toEqual({
      type: 'mail',
      to: 'anna.mueller@web.de',
    });
    // the payment phone's bare '7' is no phone; an address that is no e-mail is none
    expect(insurerCodeAddress({ phone: '7', email: 'anna@web.de' })).toMatchObject({ type: 'mail' });
    expect(insurerCodeAddress({ phone: '7', email: 'anna@web' })).toBeNull();
    expect(insurerCodeAddress({})).toBeNull();
  });

  it("the page's code step says how the code went, as otp/send answered", async () => {
    const request = {
      ulid: '01JDSAKTA00000000000000D01',
      phone: '',
      email: 'anna@web.de',
      resident: false,
      person: true,
    };
    const calls = {
      otpSend: async () => ({ type: 'mail' as const, sendPhone: '', sendEmail: 'a***@web.de' }),
    } as unknown as SaleCalls<unknown>;
    const actor = createActor(saleActors(calls).otp, { input: { resendSeconds: 60, request } }).start();
    actor.send({ type: 'SEND' });
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(selectCodeView(sent)).toMatchObject({ channel: 'mail', phone: 'a***@web.de' });
    actor.stop();
  });
});
