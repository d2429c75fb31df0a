/**
 * The calendar of the date field: a popover anchored to the field with react-day-picker in Russian (months,
 * weekdays, Monday first). Its own chunk, popover included, fetched the first time a calendar opens, so a page with
 * date fields carries neither. Days outside the field's bounds cannot be chosen.
 */
import type { RefObject } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { ruDateInput } from '@sakta/core/shared';

export interface DateCalendarProps {
  /** The field the popover is placed against. */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the calendar closes (the field's input). */
  returnFocus: () => void;
  /** The chosen day, 'YYYY-MM-DD', or '' for none. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onSelect: (iso: string) => void;
}

const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export default function DateCalendar({
  anchor,
  open,
  onOpenChange,
  returnFocus,
  value,
  min,
  max,
  onSelect,
}: DateCalendarProps) {
  const selected = value ? toDate(value) : undefined;
  const disabled = [...(min ? [{ before: toDate(min) }] : []), ...(max ? [{ after: toDate(max) }] : [])];
  const today = new Date();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          aria-label={ruDateInput.calendar}
          className="z-50 rounded-md border bg-card p-2 text-sm shadow-card"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <DayPicker
            mode="single"
            locale={ru}
            captionLayout="dropdown"
            autoFocus
            selected={selected}
            defaultMonth={selected ?? (max && toDate(max) < today ? toDate(max) : today)}
            startMonth={min ? toDate(min) : new Date(today.getFullYear() - 100, 0)}
            endMonth={max ? toDate(max) : new Date(today.getFullYear() + 5, 11)}
            disabled={disabled}
            onSelect={(day) => (day ? onSelect(toIso(day)) : undefined)}
            style={{ '--rdp-accent-color': 'var(--color-primary)' } as Record<string, string>}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
