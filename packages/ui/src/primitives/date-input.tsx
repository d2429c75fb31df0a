/**
 * The product's one date field: typed as 'ДД.ММ.ГГГГ' (dots put in as the digits come, a pasted '2005-06-10'
 * turned around) whatever the browser's language, with a Russian calendar in a popover whose code is fetched the
 * first time it opens. The form holds the contract's 'YYYY-MM-DD': `onValueChange` gets the day once it is complete
 * and exists, '' while it is not. What was typed is kept as typed; a complete text that is no day, or a day out of
 * the bounds, says so under the field.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { dateInputText, dateTextFromIso, readDateText, ruDateInput } from '@sakta/core/shared';
import { cn } from '../lib/cn';
import { lazyChunk } from '../lib/lazy-chunk';
import type { DateCalendarProps } from './date-calendar-impl';
import { Field, inputClassName, useFieldProps } from './field';

// typing still works while the calendar's code comes, or if it cannot be fetched
const calendar = lazyChunk<DateCalendarProps>(() => import('./date-calendar-impl').then((m) => m.default), {
  loading: () => null,
  failed: () => null,
});

export interface DateInputProps {
  /** The day, 'YYYY-MM-DD', or '' for none. */
  value: string;
  onValueChange: (iso: string) => void;
  /** Earliest and latest days allowed, 'YYYY-MM-DD'. */
  min?: string | undefined;
  max?: string | undefined;
  /**
   * Whether the field itself refuses a typed day out of the bounds (default). Off: the bounds only grey the
   * calendar's days, and a typed day goes to the form, whose own rule words the message.
   */
  checkBounds?: boolean;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
  className?: string;
}

export function DateInput({
  value,
  onValueChange,
  min,
  max,
  name,
  disabled = false,
  readOnly = false,
  checkBounds = true,
  className,
  ...props
}: DateInputProps) {
  const bounds = checkBounds ? { min, max } : {};
  const fieldProps = useFieldProps(props);
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => dateTextFromIso(value));
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  // once opened, the calendar stays mounted (closed) so it can animate and keep its month
  const opened = useRef(false);
  if (open) opened.current = true;
  // the value this field last gave the form: another value comes from outside (a reset, a prefill) and is shown
  const emitted = useRef(value);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(dateTextFromIso(value));
    }
  }, [value]);

  const state = readDateText(text, bounds);
  const error = state.kind === 'error' ? state.message : null;
  const emit = (iso: string) => {
    if (iso === emitted.current) return;
    emitted.current = iso;
    onValueChange(iso);
  };
  const take = (next: string) => {
    setText(next);
    const read = readDateText(next, bounds);
    emit(read.kind === 'day' ? read.iso : '');
  };
  const describedBy = [fieldProps['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div data-slot="date-input" className={cn('grid gap-1', className)}>
      <div ref={anchorRef} className="relative">
        <input
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name={name}
          placeholder={ruDateInput.placeholder}
          value={text}
          disabled={disabled}
          readOnly={readOnly}
          className={cn(inputClassName, 'pr-10 tabular-nums')}
          onChange={(e) => take(dateInputText(e.target.value))}
          id={fieldProps.id}
          required={fieldProps.required}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : fieldProps['aria-invalid']}
        />
        {disabled || readOnly ? null : (
          <button
            type="button"
            aria-label={ruDateInput.openCalendar}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <CalendarDays className="size-4" aria-hidden="true" />
          </button>
        )}
        {opened.current || open ? (
          <calendar.Lazy
            anchor={anchorRef}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => inputRef.current?.focus()}
            value={state.kind === 'day' ? state.iso : ''}
            min={min}
            max={max}
            onSelect={(iso) => {
              take(dateTextFromIso(iso));
              setOpen(false);
              // back to the field once the popover has gone, even when the page re-rendered around it
              setTimeout(() => inputRef.current?.focus(), 0);
            }}
          />
        ) : null}
      </div>
      {error ? (
        <p id={errorId} data-slot="date-input-error" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The draft's days (ДД.ММ.ГГГГ with the calendar), each under its label. */
export function FilterDateFields<K extends string>({
  fields,
  values,
  errors,
  onEdit,
}: {
  fields: ReadonlyArray<readonly [K, ReactNode]>;
  values: Record<K, string>;
  errors?: Partial<Record<K, string>>;
  onEdit: (field: K, value: string) => void;
}) {
  return fields.map(([field, label]) => (
    <Field key={field} label={label} error={errors?.[field]}>
      <DateInput value={values[field]} onValueChange={(iso) => onEdit(field, iso)} />
    </Field>
  ));
}
