/**
 * The decision block of a compliance record (spec part 2 section 4.4): while undecided, approve (3), approve with
 * a warning (2) or refuse (4), 3 chosen for a record of status 1, a comment (required for a refusal: the seller reads
 * it as the reason) and 'Сохранить'; once decided, read-only: the status name, who decided, when, and the comment.
 */
import { useId } from 'react';
import { ruPodft, type PodftDecision as Decision, type PodftDecisionView } from '@sakta/core/podft';
import { cn } from '../../lib/cn';
import { Alert } from '../../primitives/alert';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { Field, inputClassName } from '../../primitives/field';
import { FormSection } from '../../primitives/form-section';
import { RadioGroupField } from '../../primitives/radio-group';

export interface PodftDecisionProps {
  view: PodftDecisionView;
  tone: 'primary' | 'warning' | 'success' | 'danger';
  onSetStatus: (status: Decision) => void;
  onEditComment: (value: string) => void;
  onSave: () => void;
}

const t = ruPodft.modal;

export function PodftDecision({ view, tone, onSetStatus, onEditComment, onSave }: PodftDecisionProps) {
  const commentId = useId();
  // the Field's error line (its id is the control's id with '-error')
  const reasonId = view.reasonError ? `${commentId}-error` : undefined;
  if (view.decided)
    return (
      <FormSection title={t.decision} level={3} data-slot="podft-decision" data-decided="">
        <DescriptionList>
          <DescriptionItem label={t.decided}>
            <Badge variant={tone}>{view.decided.statusName}</Badge>
          </DescriptionItem>
          <DescriptionItem label={t.checkedBy}>{view.decided.checked}</DescriptionItem>
          <DescriptionItem label={t.decidedAt}>{view.decided.at}</DescriptionItem>
          <DescriptionItem label={t.comment}>{view.decided.comment}</DescriptionItem>
        </DescriptionList>
      </FormSection>
    );
  return (
    <div data-slot="podft-decision">
      <FormSection title={t.decision} level={3}>
        <RadioGroupField
          label={t.decision}
          value={view.status}
          choices={view.choices}
          disabled={view.busy}
          onValueChange={onSetStatus}
        />
        <Field
          label={t.comment}
          htmlFor={commentId}
          required={view.reasonRequired}
          error={view.reasonError ?? undefined}
        >
          <textarea
            id={commentId}
            className={cn(inputClassName, 'min-h-20 py-2')}
            value={view.comment}
            maxLength={1000}
            disabled={view.busy}
            required={view.reasonRequired}
            aria-invalid={view.reasonError ? true : undefined}
            aria-describedby={reasonId}
            onChange={(e) => onEditComment(e.target.value)}
          />
        </Field>
        {view.error ? <Alert variant="error" title={view.error} /> : null}
        <div className="flex justify-end">
          <Button
            loading={view.busy}
            disabled={!view.canSave && !view.busy}
            aria-describedby={!view.canSave && !view.busy ? reasonId : undefined}
            onClick={onSave}
          >
            {view.busy ? t.saving : t.save}
          </Button>
        </div>
      </FormSection>
    </div>
  );
}
