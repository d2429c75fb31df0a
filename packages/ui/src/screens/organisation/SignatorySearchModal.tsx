/**
 * The signatory search modal of the signatories tab (spec part 1 sections 2 "signatory search", 3, 5, 8): phone
 * (+7(###) ###-####) or IIN (### ### ### ###), 'Найти' enabled when either is complete; the server's message when
 * nobody suits; the found employee's name and IIN with 'Добавить в подписанты'. Renders core's
 * selectSignatorySearchView; null: closed.
 */
import {
  ruOrganisation,
  SIGNATORY_SEARCH_FIELDS,
  type SignatorySearchField,
  type SignatorySearchView,
} from '@sakta/core/organisation';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { DialogFooter } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { TextField } from '../../primitives/text-field';

export interface SignatorySearchModalProps {
  view: SignatorySearchView | null;
  onEdit: (field: SignatorySearchField, value: string) => void;
  onSearch: () => void;
  onAdd: () => void;
  onClose: () => void;
}

const t = ruOrganisation.signatories;
const FIELDS: SignatorySearchField[] = ['phone', 'iin'];

export function SignatorySearchModal({ view, onEdit, onSearch, onAdd, onClose }: SignatorySearchModalProps) {
  return (
    <Modal open={view !== null} onClose={onClose}>
      {view ? (
        <ModalContent
          data-slot="signatory-search-modal"
          className="sm:max-w-md"
          title={t.searchTitle}
          description={t.searchHint}
        >
          <div className="grid gap-4">
            {FIELDS.map((field) => (
              <TextField
                key={field}
                descriptor={SIGNATORY_SEARCH_FIELDS[field]}
                value={view[field]}
                disabled={view.busy}
                autoComplete="off"
                onValueChange={(value) => onEdit(field, value)}
              />
            ))}
            {view.message ? <Alert variant="error">{view.message}</Alert> : null}
            {view.found ? (
              <section aria-label={t.found} className="rounded-lg border bg-muted/40 p-3">
                <DescriptionList>
                  <DescriptionItem label={t.name}>{view.found.title}</DescriptionItem>
                  <DescriptionItem label={t.iin}>{view.found.iin}</DescriptionItem>
                </DescriptionList>
              </section>
            ) : null}
            <DialogFooter className="gap-2">
              {view.found ? (
                <Button type="button" disabled={!view.canAdd} onClick={onAdd}>
                  {view.status === 'adding' ? t.adding : t.addFound}
                </Button>
              ) : (
                <Button type="button" disabled={!view.canSearch} onClick={onSearch}>
                  {view.status === 'searching' ? t.searching : t.search}
                </Button>
              )}
            </DialogFooter>
          </div>
        </ModalContent>
      ) : null}
    </Modal>
  );
}
