import { PUBLIC_LANGUAGES, publicText, type PublicLanguage } from '@sakta/core';
import { cn } from '../../lib/cn';

export interface LanguageSwitchProps {
  value: PublicLanguage;
  onChange: (language: PublicLanguage) => void;
  className?: string;
}

/**
 * 'Қазақша / Русский' of a customer's page: a named group of two toggle buttons (aria-pressed), each language
 * named in itself (and marked with its `lang`), reached with Tab and pressed with Enter or Space. The pressed one
 * is the page's language; pressing it again does nothing.
 */
export function LanguageSwitch({ value, onChange, className }: LanguageSwitchProps) {
  const t = publicText(value).language;
  // Kazakh first: the state language, then Russian
  const order = [...PUBLIC_LANGUAGES].reverse();
  return (
    <div
      role="group"
      aria-label={t.label}
      data-slot="language-switch"
      className={cn('inline-flex shrink-0 items-center rounded-lg border bg-muted p-0.5', className)}
    >
      {order.map((language) => {
        const pressed = language === value;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            onClick={() => (pressed ? undefined : onChange(language))}
            className={cn(
              'rounded-md px-2.5 py-1 text-sm font-medium outline-none select-none',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
              pressed
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:bg-card/60 hover:text-foreground',
            )}
          >
            {t[language]}
          </button>
        );
      })}
    </div>
  );
}
