import { IIN_SPACED_MASK } from '@sakta/core/shared';
import { MaskedInput, type MaskedInputProps } from './masked-input';

export interface IinInputProps extends Omit<MaskedInputProps, 'mask' | 'unmask' | 'value' | 'onAccept'> {
  /** The IIN or BIN as its 12 digits (or fewer while typed). */
  value: string;
  /** The digits typed or pasted, without the spaces of the mask. */
  onValueChange: (digits: string) => void;
}

/**
 * An IIN or BIN field (spec part 2 section 5.1: '12 digits (groups of three)'): it shows '850 315 300 128' as it
 * is typed or pasted, takes digits only and no more than 12, and gives and reports the bare digits, so what the
 * machines keep and the API receives is unchanged.
 */
export function IinInput({ value, onValueChange, ...props }: IinInputProps) {
  return (
    <MaskedInput
      mask={IIN_SPACED_MASK}
      unmask
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onAccept={(_shown, digits) => onValueChange(digits)}
      {...props}
    />
  );
}
