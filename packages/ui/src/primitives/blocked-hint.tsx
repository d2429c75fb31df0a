/**
 * Why an action is disabled, said beside it: the text core's view gives (e.g. 'Чтобы сохранить, заполните: …'),
 * linked to the button with `aria-describedby={hintId}` so a screen reader reads it with the button.
 */
export function BlockedHint({ id, hint }: { id: string; hint: string | null }) {
  if (!hint) return null;
  return (
    <p id={id} data-slot="blocked-hint" className="text-sm text-muted-foreground sm:mr-auto sm:self-center">
      {hint}
    </p>
  );
}
