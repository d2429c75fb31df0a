/** A text area styled like the inputs; inside a Field it takes its id, description and invalid state. */
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClassName, useFieldProps } from './field';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const fieldProps = useFieldProps(props);
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClassName, 'h-20 resize-y', className)}
      {...props}
      {...fieldProps}
    />
  );
}
