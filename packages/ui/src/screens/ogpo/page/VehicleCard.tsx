/** A vehicle's card on the OGPO page (spec part 2 sections 2.2, 3.4): make and model, plate, VIN, year, foreign. */
import { ruOgpo, type VehicleCardView } from '@sakta/core/ogpo';
import { Badge } from '../../../primitives/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../primitives/card';
import { Spinner } from '../../../primitives/spinner';
import { CardActions } from './CardActions';
import { PodftMessage } from './PodftMessage';

const t = ruOgpo.card;
const v = ruOgpo.vehicle;

export interface VehicleCardProps {
  card: VehicleCardView;
  onEdit: () => void;
  onDelete: () => void;
  onDocuments: () => void;
  onPodftDocuments?: () => void;
}

export function VehicleCard({ card, onEdit, onDelete, onDocuments, onPodftDocuments }: VehicleCardProps) {
  const name = card.title || card.number || card.vin;
  return (
    <Card data-slot="vehicle-card" aria-label={name} role="group" className="gap-3 py-4">
      <CardHeader className="gap-1.5">
        <CardTitle>{name}</CardTitle>
        <div className="flex flex-wrap gap-1.5">
          {card.number ? (
            <Badge variant="primary" className="font-mono">
              {card.number}
            </Badge>
          ) : null}
          <Badge variant="neutral">{card.foreign ? v.foreign : v.domestic}</Badge>
          {card.beingVerified ? (
            <Badge variant="warning">
              <Spinner className="size-3" /> {t.beingVerified}
            </Badge>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p>
          <span className="text-muted-foreground">{v.vin}: </span>
          <span className="font-mono break-all">{card.vin}</span>
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
      />
    </Card>
  );
}
