/**
 * The driver's licence dialog 'Водительское удостоверение' (spec part 2 sections 2.2, 5.1, 8): number and issue
 * date (not after today), 'Сохранить' checks the register for a resident; a non-resident's licence is taken as
 * typed. The register's refusal is the app's red notification (the container shows core's `failure`). Renders
 * core's selectLicenceDialogView; null: closed.
 */
import { ruLicence, type LicenceDialogView } from '@sakta/core/ogpo/licence';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { Dialog, DialogFooter } from '../../../primitives/dialog';
import { PartyDialogContent } from '../../parties/PartyDialogContent';
import { DateInput } from '../../../primitives/date-input';
import { Field } from '../../../primitives/field';
import { TextField } from '../../../primitives/text-field';

export interface LicenceDialogProps {
  view: LicenceDialogView | null;
  onChange: (patch: { number?: string; issued?: string }) => void;
  onSubmit: () => void;
  onClose: () => void;
}

export function LicenceDialog({ view, onChange, onSubmit, onClose }: LicenceDialogProps) {
  return (
    <Dialog open={view !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {view ? (
        <PartyDialogContent
          slot="licence-dialog"
          className="sm:max-w-md"
          title={ruLicence.title}
          description={
            <>{view.nonResident ? ruLicence.nonResident : `${ruLicence.number}, ${ruLicence.issued}`}</>
          }
          descriptionClassName={view.nonResident ? undefined : 'sr-only'}
        >
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            <TextField
              descriptor={{ label: ruLicence.number, maxLength: 20, required: true }}
              value={view.number}
              error={view.problems.number}
              autoComplete="off"
              disabled={view.busy}
              onValueChange={(number) => onChange({ number })}
            />
            <Field label={ruLicence.issued} required error={view.problems.issued}>
              {/* the machine's bound: the calendar stops at today, a later day typed gets the machine's own message */}
              <DateInput
                value={view.issued}
                max={view.maxDate}
                checkBounds={false}
                disabled={view.busy}
                onValueChange={(issued) => onChange({ issued })}
              />
            </Field>
            {view.failure ? <Alert variant="error">{view.failure.message}</Alert> : null}
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" disabled={view.busy} onClick={onClose}>
                {ruLicence.cancel}
              </Button>
              <Button type="submit" disabled={view.busy}>
                {view.busy ? ruLicence.checking : ruLicence.save}
              </Button>
            </DialogFooter>
          </form>
        </PartyDialogContent>
      ) : null}
    </Dialog>
  );
}
