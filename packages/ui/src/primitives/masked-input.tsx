import { useCallback, useLayoutEffect, useRef, type ComponentProps, type Ref } from 'react';
import { PHONE_MASK, PHONE_PREFIX, phoneInput } from '@sakta/core/shared';
import { cn } from '../lib/cn';
import { inputClassName, useFieldProps } from './field';
import { MaskControl } from './mask-control';
import type { MaskPrepare } from './pattern-mask';

type NativeInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'ref'
>;

export interface MaskedInputProps extends NativeInputProps {
  /**
   * The pattern: '0' a digit, every other character fixed; e.g. IIN_MASK '000000000000', PHONE_MASK
   * '+7(000) 000-0000'. It stays the same for the input's life.
   */
  mask: string;
  /** When true, `value` is the unmasked value (digits only) instead of the masked text. */
  unmask?: boolean;
  value?: string;
  /** Called with the masked text and the unmasked value every time the mask accepts input. */
  onAccept?: (value: string, unmaskedValue: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Every phone field takes keys and pastes alike (core's phoneInput): the mask's '+7' never swallows a typed 7. */
const phonePrepare: MaskPrepare = (typed, shown) => phoneInput(typed, shown);

/**
 * A text input with a mask (IIN, phone, codes). The field is the mask's own (uncontrolled): `value` is given to
 * the mask after each render, and the mask reports every change of its value through `onAccept`, the given value
 * too when the mask changes it.
 */
export function MaskedInput({
  className,
  mask,
  unmask = false,
  value,
  onAccept,
  inputRef,
  ...props
}: MaskedInputProps) {
  const fieldProps = useFieldProps(props);
  const element = useRef<HTMLInputElement | null>(null);
  const control = useRef<MaskControl | null>(null);
  const accept = useRef(onAccept);
  // a stored phone of the country code only ('7', the sale's payment phone before one is given) shows as '+7'
  const given = value !== undefined && mask === PHONE_MASK && value === '7' ? PHONE_PREFIX : value;
  useLayoutEffect(() => {
    accept.current = onAccept;
    const el = element.current;
    if (!el) return;
    control.current ??= new MaskControl(el, mask, mask === PHONE_MASK ? phonePrepare : undefined, (c) =>
      accept.current?.(c.value, c.unmaskedValue),
    );
    if (given === undefined) return;
    if (unmask) control.current.unmaskedValue = given;
    else control.current.value = given;
  });
  useLayoutEffect(
    () => () => {
      control.current?.destroy();
      control.current = null;
    },
    [],
  );
  const ref = useCallback(
    (el: HTMLInputElement | null) => {
      element.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) inputRef.current = el;
    },
    [inputRef],
  );
  return (
    <input
      data-slot="masked-input"
      {...(mask === PHONE_MASK ? { placeholder: '+7(___) ___-____' } : {})}
      defaultValue=""
      ref={ref}
      className={cn(inputClassName, 'tabular-nums', className)}
      {...props}
      {...fieldProps}
    />
  );
}
