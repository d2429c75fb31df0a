import { useId, type ComponentProps, type ReactNode } from 'react';
import { Paperclip } from 'lucide-react';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';
import { buttonVariants } from './button';
import { useFieldProps } from './field';

export interface FileInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** The chosen file (null: the choice was cancelled). The input is emptied after each choice, so the same file can be chosen again. */
  onFile: (file: File | null) => void;
  /** What is chosen, beside the button (the file's name, or 'Файл не выбран'); absent: nothing (the form lists the uploads). */
  status?: ReactNode;
  /** The button's text: 'Выбрать файл' by default. */
  chooseLabel?: string;
}

/**
 * A file chooser: the browser's file input, kept for the keyboard and assistive technology but visually hidden, behind
 * a button-like label 'Выбрать файл' and the form's own line of what is chosen. The browser's own text ('No file
 * chosen' in the browser's language, beside a file the form shows as chosen) never shows. Inside a Field it takes
 * the field's id, so the field's label names it too.
 */
export function FileInput({
  onFile,
  status,
  chooseLabel = uiStrings.chooseFile,
  className,
  disabled,
  ...props
}: FileInputProps) {
  const generated = useId();
  const fieldProps = useFieldProps(props);
  const id = fieldProps.id ?? `file-${generated}`;
  const statusId = `${id}-status`;
  const describedBy = [fieldProps['aria-describedby'], status ? statusId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      data-slot="file-input"
      className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1', className)}
    >
      <input
        type="file"
        className="peer sr-only"
        disabled={disabled}
        {...props}
        {...fieldProps}
        id={id}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          onFile(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      {/* the visible button: a label of the input, so a click opens the browser's chooser; the focus ring is the input's */}
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
          'peer-disabled:pointer-events-none peer-disabled:opacity-50',
        )}
      >
        <Paperclip className="size-4" aria-hidden="true" />
        {chooseLabel}
      </label>
      {status ? (
        <span id={statusId} data-slot="file-input-status" className="min-w-0 text-sm break-all">
          {status}
        </span>
      ) : null}
    </div>
  );
}
