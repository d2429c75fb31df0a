import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  provideCatalogue,
  selectCatalogueView,
  type CatalogueCalls,
  type CatalogueInput,
  type CatalogueItem,
  type CatalogueView,
} from '@sakta/core/admin';
import { notify } from '@sakta/ui';

/**
 * Runs an admin catalogue (core's catalogue machine) with its calls and shows its failures as error
 * notifications (the spec only logs them). Answers the view and the events the screens' callbacks send.
 */
export function useCatalogue<T extends CatalogueItem>(input: CatalogueInput, calls: () => CatalogueCalls<T>) {
  // the calls are built once per mount: the machine keeps the ones it started with
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const machine = useMemo(() => provideCatalogue(calls()), []);
  const actor = useActorRef(machine, { input });
  useEffect(() => {
    const sub = actor.on('failure', (e) => notify({ kind: 'error', message: e.message }));
    return () => sub.unsubscribe();
  }, [actor]);
  const view = useSelector(actor, (s) => selectCatalogueView<T>(s)) as CatalogueView<T>;
  const readFile = (file: File) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsDataURL(file);
    });
  return {
    view,
    handlers: {
      onAdd: () => actor.send({ type: 'ADD' }),
      onEdit: (id: number) => actor.send({ type: 'EDIT', id }),
      onDelete: (id: number) => actor.send({ type: 'DELETE', id }),
      onConfirmDelete: () => actor.send({ type: 'CONFIRM' }),
      onCancel: () => actor.send({ type: 'CANCEL' }),
      onChange: (field: string, value: string | number) => actor.send({ type: 'CHANGE', field, value }),
      onAttach: (field: string, file: File) => {
        readFile(file)
          .then((data) => actor.send({ type: 'ATTACH', field, mime: file.type, name: file.name, data }))
          .catch((e: unknown) => notify({ kind: 'error', message: String(e) }));
      },
      onSave: () => actor.send({ type: 'SAVE' }),
      onToggle: (id: number) => actor.send({ type: 'TOGGLE', id }),
      onRetry: () => actor.send({ type: 'RETRY' }),
    },
  };
}
