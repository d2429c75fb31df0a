import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';
import { inputClassName, useFieldProps } from './field';
import { useTypedBeforeHydration } from './typed-before-hydration';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** Password input with a show/hide toggle ('Показать пароль' / 'Скрыть пароль'). */
export function PasswordInput({ className, ref, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const fieldProps = useFieldProps(props);
  const typed = useTypedBeforeHydration(props.value, ref);
  return (
    <div data-slot="password-input" data-visible={visible || undefined} className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={cn(inputClassName, 'pr-10', className)}
        ref={typed}
        {...props}
        {...fieldProps}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? uiStrings.hidePassword : uiStrings.showPassword}
        disabled={props.disabled}
        className={cn(
          'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground',
          'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
        )}
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
