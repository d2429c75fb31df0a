/** A vehicle's card on the OGPO page (spec part 2 sections 2.2, 3.4): make and model, plate, VIN, year, foreign. */
import { ruOgpo, type PartyMark, type VehicleCardView } from '@sakta/core/ogpo';
import { Badge } from '../../../primitives/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../primitives/card';
import { Identifier } from '../../../primitives/identifier';
import { CardActions } from './CardActions';
import { VerificationBadges, markClass } from './CheckMark';
import { PodftMessage } from './PodftMessage';

const v = ruOgpo.vehicle;

export interface VehicleCardProps {
  card: VehicleCardView;
  onEdit: () => void;
  onDelete: () => void;
  onDocuments: () => void;
  onPodftDocuments?: () => void;
  /** How the card came out of the last verification. */
  mark?: PartyMark | null;
  /** No buttons while the policy is locked. */
  locked?: boolean;
}

export function VehicleCard({
  card,
  onEdit,
  onDelete,
  onDocuments,
  onPodftDocuments,
  mark,
  locked,
}: VehicleCardProps) {
  const name = card.title || card.number || card.vin;
  return (
    <Card
      data-slot="vehicle-card"
      data-mark={mark ?? undefined}
      aria-label={name}
      role="group"
      className={`gap-3 py-4 ${markClass(mark)}`}
    >
      <CardHeader className="gap-1.5">
        <CardTitle>{name}</CardTitle>
        <div className="flex flex-wrap gap-1.5">
          {card.number ? (
            <Badge variant="primary" className="font-mono">
              {card.number}
            </Badge>
          ) : null}
          <Badge variant="neutral">{card.foreign ? v.foreign : v.domestic}</Badge>
          <VerificationBadges mark={mark} beingVerified={card.beingVerified} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p>
          <span className="text-muted-foreground">{v.vin}: </span>
          <Identifier className="font-mono">{card.vin}</Identifier>
        </p>
        {card.year ? (
          <p>
            <span className="text-muted-foreground">{v.year}: </span>
            {card.year}
          </p>
        ) : null}
        <PodftMessage message={card.podftMessage} />
      </CardContent>
      <CardActions
        name={name}
        onEdit={onEdit}
        onDelete={onDelete}
        onDocuments={onDocuments}
        onPodftDocuments={onPodftDocuments}
        locked={locked}
      />
    </Card>
  );
}
