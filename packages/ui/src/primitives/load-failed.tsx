import { cn } from '../lib/cn';
import { Alert } from './alert';
import { Button } from './button';

export interface LoadFailedAlertProps {
  /** What could not be loaded ('Не удалось загрузить договоры'). */
  title: string;
  /** The server's or the network's message, under the title. */
  message?: string | null;
  /** The retry button's text ('Повторить'). */
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** A load that failed: the error with its message, and a button that loads again (lists, pages, panels). */
export function LoadFailedAlert({ title, message, retryLabel, onRetry, className }: LoadFailedAlertProps) {
  return (
    <div className={cn('grid justify-items-start gap-3', className)} data-slot="load-failed">
      <Alert variant="error" title={title}>
        {message}
      </Alert>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
