import { FileQuestion, House } from 'lucide-react';
import { ROUTES, ru } from '@sakta/core';
import { Button } from '../../primitives/button';
import { UiLink } from '../../primitives/link';

export interface NotFoundScreenProps {
  homeHref?: string;
  /** The page exists but the user's role may not open it: says so instead of 'Страница не найдена'. */
  denied?: string | null;
}

/** The not-found page: 'Oops!', 'Страница не найдена' (or which page the role may not open), 'На главную'. */
export function NotFoundScreen({ homeHref = ROUTES.index.path, denied = null }: NotFoundScreenProps) {
  return (
    <main
      data-slot="not-found-screen"
      className="flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-10 text-center"
    >
      <span
        className="mb-6 flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary ring-8 ring-primary-soft/50"
        aria-hidden="true"
      >
        <FileQuestion className="size-9" />
      </span>
      <h1 className="text-4xl font-semibold tracking-tight text-foreground">{ru.notFound.title}</h1>
      <p className="mt-3 text-base text-muted-foreground">{denied ?? ru.notFound.text}</p>
      <Button asChild size="lg" className="mt-8">
        <UiLink to={homeHref}>
          <House aria-hidden="true" />
          {ru.notFound.home}
        </UiLink>
      </Button>
    </main>
  );
}
