/**
 * The casco note modal (spec part 2 section 2.4): the policy's note (conditions.add_info) in a text area. The text is
 * the modal's draft until Сохранить gives it to the page (`onSave(text)`); Отмена, Esc and the corner button leave
 * the note as it was. Each opening starts from the policy's note.
 */
import { useState } from 'react';
import { TEXT_MAX } from '@sakta/core';
import { ruCasco } from '@sakta/core/casco';
import { Button } from '../../primitives/button';
import { DialogFooter } from '../../primitives/dialog';
import { Field } from '../../primitives/field';
import { Modal, ModalContent } from '../../primitives/modal';
import { Textarea } from '../../primitives/textarea';

const t = ruCasco.note;

export interface NoteDialogProps {
  open: boolean;
  /** The policy's note. */
  value: string;
  onSave: (value: string) => void;
  onClose: () => void;
}

export function NoteDialog({ open, value, onSave, onClose }: NoteDialogProps) {
  return (
    <Modal open={open} onClose={onClose}>
      {/* mounted only while open: the draft starts from the policy's note each time */}
      {open ? <NoteForm value={value} onSave={onSave} onClose={onClose} /> : null}
    </Modal>
  );
}

function NoteForm({ value, onSave, onClose }: Omit<NoteDialogProps, 'open'>) {
  const [text, setText] = useState(value);
  return (
    <ModalContent
      data-slot="casco-note-dialog"
      className="sm:max-w-xl"
      title={t.title}
      description={t.description}
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave(text);
        }}
      >
        <Field label={t.label}>
          <Textarea
            className="h-32"
            maxLength={TEXT_MAX.message}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit">{t.save}</Button>
        </DialogFooter>
      </form>
    </ModalContent>
  );
}
