/**
 * The rewrite of an issued policy refused until the insurer's phone is given (spec part 2 sections 7.2, 8): the
 * server's error and a phone prompt; 'Продолжить' asks again with the phone.
 */
import { useState } from 'react';
import { PHONE_MASK, isCompletePhone } from '@sakta/core/shared';
import { ruSale } from '@sakta/core/sale';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../primitives/card';
import { Field } from '../../../primitives/field';
import { MaskedInput } from '../../../primitives/masked-input';

export interface RewritePhoneProps {
  error: string | null;
  onSubmit: (phone: string) => void;
}

export function RewritePhone({ error, onSubmit }: RewritePhoneProps) {
  const [phone, setPhone] = useState('');
  const complete = isCompletePhone(phone);
  return (
    <Card data-slot="rewrite-phone" className="max-w-lg gap-3 py-4">
      <CardHeader>
        <CardTitle>{ruSale.rewrite.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (complete) onSubmit(phone);
          }}
        >
          {error ? <Alert variant="error">{error}</Alert> : null}
          <Field label={ruSale.rewrite.phone} required>
            <MaskedInput
              mask={PHONE_MASK}
              value={phone}
              onAccept={(value) => setPhone(value)}
              inputMode="tel"
            />
          </Field>
          <Button type="submit" disabled={!complete} className="justify-self-start">
            {ruSale.rewrite.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
