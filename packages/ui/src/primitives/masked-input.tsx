import type { ComponentProps, ComponentType, Ref } from 'react';
// the input and the pattern mask alone: react-imask's index brings every mask kind (number, date, dynamic, ...)
import IMaskInput from 'react-imask/esm/input';
import 'imask/esm/masked/pattern';
import { PHONE_MASK, PHONE_PREFIX, phoneInput } from '@sakta/core/shared';
import { cn } from '../lib/cn';
import { inputClassName, useFieldProps } from './field';

interface MaskState {
  value: string;
  unmaskedValue: string;
}

type NativeInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'ref'
>;

/** The subset of react-imask's IMaskInput props this wrapper uses (its own types are a large union). */
type IMaskInputSubset = NativeInputProps & {
  mask: string;
  unmask?: boolean;
  lazy?: boolean;
  placeholderChar?: string;
  /** Turns what is typed or pasted into what the mask appends. */
  prepare?: (typed: string, mask: MaskState) => string;
  value?: string;
  onAccept?: (value: string, mask: MaskState) => void;
  inputRef?: Ref<HTMLInputElement>;
};

const MaskInput = IMaskInput as unknown as ComponentType<IMaskInputSubset>;

export interface MaskedInputProps extends NativeInputProps {
  /** imask pattern: '0' a digit, 'a' a letter, '*' any; e.g. IIN_MASK '000000000000', PHONE_MASK '+7(000) 000-0000'. */
  mask: string;
  /** When true, `value` is the unmasked value (digits only) instead of the masked text. */
  unmask?: boolean;
  /** Show the placeholder characters of the whole mask while typing (imask `lazy: false`). */
  showMask?: boolean;
  value?: string;
  /** Called with the masked text and the unmasked value every time the mask accepts input. */
  onAccept?: (value: string, unmaskedValue: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Every phone field takes keys and pastes alike (core's phoneInput): the mask's '+7' never swallows a typed 7. */
const phonePrepare = (typed: string, mask: MaskState) => phoneInput(typed, mask.value);

/** A text input with an imask mask (IIN, phone, codes). */
export function MaskedInput({
  className,
  mask,
  unmask = false,
  showMask = false,
  value,
  onAccept,
  inputRef,
  ...props
}: MaskedInputProps) {
  const fieldProps = useFieldProps(props);
  return (
    <MaskInput
      data-slot="masked-input"
      mask={mask}
      unmask={unmask}
      lazy={!showMask}
      placeholderChar="_"
      {...(mask === PHONE_MASK ? { prepare: phonePrepare, placeholder: '+7(___) ___-____' } : {})}
      // a stored phone of the country code only ('7', the sale's payment phone before one is given) shows as '+7'
      {...(value !== undefined ? { value: mask === PHONE_MASK && value === '7' ? PHONE_PREFIX : value } : {})}
      onAccept={(_value, m) => onAccept?.(m.value, m.unmaskedValue)}
      inputRef={inputRef}
      className={cn(inputClassName, 'tabular-nums', className)}
      {...props}
      {...fieldProps}
    />
  );
}
