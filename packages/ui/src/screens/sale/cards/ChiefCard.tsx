/**
 * The leader and the beneficial owners of a legal-entity insurer (spec part 2 sections 2.1, 2.2, 2.3), shared by the
 * sale pages: each chief's card (caption, name, edit and delete), and the dashed block around them marked required,
 * with the add tiles while the policy may change.
 */
import { Crown } from 'lucide-react';
import type { PolicyChief } from '@sakta/core/sale';
import { Badge } from '../../../primitives/badge';
import { Card, CardHeader, CardTitle } from '../../../primitives/card';
import { AddTile } from '../../organisation/AddTile';
import { CardActions } from './CardActions';

export interface ChiefCardProps {
  chief: PolicyChief;
  /** 'Руководитель' or 'Бенефициарные собственники' above the name. */
  caption: string;
  onEdit: () => void;
  onDelete: () => void;
  locked: boolean;
}

export function ChiefCard({ chief, caption, onEdit, onDelete, locked }: ChiefCardProps) {
  return (
    <Card data-slot="chief-card" role="group" aria-label={chief.title} className="gap-2 py-3">
      <CardHeader>
        <p className="text-xs font-medium text-muted-foreground">{caption}</p>
        <CardTitle>{chief.title}</CardTitle>
      </CardHeader>
      <CardActions name={chief.title} onEdit={onEdit} onDelete={onDelete} locked={locked} />
    </Card>
  );
}

/** Which chief a button of the block is for. */
export type ChiefSlot = { kind: 'leader' } | { kind: 'owner'; index: number };

export interface ChiefsSectionProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  /** The product's words: the captions, the required badge and the add tiles. */
  words: { leader: string; owners: string; required: string; addLeader: string; addOwner: string };
  leader: PolicyChief | null;
  owners: readonly PolicyChief[];
  /** No add tile and no card button while the policy may not change. */
  locked: boolean;
  /** Opens the chief dialog: the leader, an owner (index) or a new owner (null). */
  onOpenLeader: () => void;
  onOpenOwner: (index: number | null) => void;
  /** Asks to delete a chief (the page confirms first). */
  onAskDelete: (slot: ChiefSlot, title: string) => void;
}

export function ChiefsSection({
  id,
  words,
  leader,
  owners,
  locked,
  onOpenLeader,
  onOpenOwner,
  onAskDelete,
}: ChiefsSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border border-dashed p-3">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        <Crown className="size-4 text-primary" aria-hidden="true" /> {words.leader} / {words.owners}
        <Badge variant="danger">{words.required}</Badge>
      </h3>
      {leader ? (
        <ChiefCard
          chief={leader}
          caption={words.leader}
          locked={locked}
          onEdit={onOpenLeader}
          onDelete={() => onAskDelete({ kind: 'leader' }, leader.title)}
        />
      ) : locked ? null : (
        <AddTile label={words.addLeader} onClick={onOpenLeader} />
      )}
      {owners.map((owner, index) => (
        <ChiefCard
          key={owner.id}
          chief={owner}
          caption={words.owners}
          locked={locked}
          onEdit={() => onOpenOwner(index)}
          onDelete={() => onAskDelete({ kind: 'owner', index }, owner.title)}
        />
      ))}
      {locked ? null : <AddTile label={words.addOwner} onClick={() => onOpenOwner(null)} />}
    </section>
  );
}
