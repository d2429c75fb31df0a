import { lazyChunk } from '../lib/lazy-chunk';
import { cn } from '../lib/cn';
import { inputClassName, useFieldProps } from './field';
import type { MaskedInputProps } from './masked-input-impl';

export type { MaskedInputProps } from './masked-input-impl';

/**
 * A text input with an imask mask (IIN, phone, codes). imask is its own chunk: a page shows the field at once,
 * disabled with its value until the mask's code is there (a few milliseconds; nothing typed is lost).
 */
function Pending({
  value,
  className,
  disabled: _disabled,
  mask: _mask,
  unmask: _unmask,
  showMask: _showMask,
  onAccept: _onAccept,
  inputRef: _inputRef,
  ...props
}: MaskedInputProps) {
  const fieldProps = useFieldProps(props);
  return (
    <input
      data-slot="masked-input"
      className={cn(inputClassName, 'tabular-nums', className)}
      {...props}
      {...fieldProps}
      value={value ?? ''}
      disabled
    />
  );
}

const chunk = lazyChunk<MaskedInputProps>(() => import('./masked-input-impl').then((m) => m.MaskedInput), {
  loading: (props) => <Pending {...props} />,
  failed: (props) => <Pending {...props} />,
});

export const MaskedInput = chunk.Lazy;
/** Starts fetching the mask's code (a page that will show a masked field soon). */
export const preloadMaskedInput = chunk.preload;
