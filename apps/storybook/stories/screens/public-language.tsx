// The customer pages' stories: the page's language is the page's own state in the app, here too, so the switch
// ('Қазақша / Русский') and the consent's tabs turn the page (and onLanguageChange is logged).
import { useState, type ComponentType } from 'react';
import type { PublicLanguage } from '@sakta/core';

interface WithLanguage {
  language: PublicLanguage;
  onLanguageChange: (language: PublicLanguage) => void;
}

/** A story's render that keeps the language in state, starting from the story's `language` arg. */
export function withLanguageState<P extends WithLanguage>(Screen: ComponentType<P>) {
  return function LanguageStory(args: P) {
    const [language, setLanguage] = useState(args.language);
    return (
      <Screen
        {...args}
        language={language}
        onLanguageChange={(next: PublicLanguage) => {
          setLanguage(next);
          args.onLanguageChange(next);
        }}
      />
    );
  };
}
