import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { clientCard } from '../../../features/ogpo/policy/parties';
import { clientDialogModel } from './testing/client-dialog.model';
import { selectClientDialogView } from './client-view';
import { ClientRecordSchema } from './contract';
import { OGPO_CLIENT_RESIDENT } from './testing/fixtures';

describe('scratch: client.workplace', () => {
  it('is a field of the form, kept in the record, shown on the card', () => {
    const actor = createActor(clientDialogModel.machine, {
      input: { role: 'insurer', productType: 1, userRole: 3, record: OGPO_CLIENT_RESIDENT, today: '2026-03-02' },
    }).start();
    expect(selectClientDialogView(actor.getSnapshot()).fields!['client.workplace'].shown).toBe(true);
    actor.send({ type: 'CHANGE', block: 'client', patch: { workplace: 'ТОО Сакта' } });
    const record = actor.getSnapshot().context.record!;
    expect(ClientRecordSchema.parse(record).client.workplace).toBe('ТОО Сакта');
    expect(clientCard(record).details).toEqual([{ label: 'Место работы', value: 'ТОО Сакта' }]);
  });
});
