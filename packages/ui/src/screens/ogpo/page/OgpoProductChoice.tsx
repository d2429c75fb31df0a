/** The OGPO page's first step (spec part 2 section 2.1): the product choice, Standard or Temporary entry. */
import { Car, Plane } from 'lucide-react';
import { ruOgpo } from '@sakta/core/ogpo';
import { Tile } from '../../../primitives/tile';

export function OgpoProductChoice() {
  const p = ruOgpo.products;
  return (
    <section data-slot="ogpo-products" aria-labelledby="ogpo-products" className="grid gap-4">
      <h2 id="ogpo-products" className="text-lg font-semibold">
        {p.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile to="/ogpo?product=1" title={p[1].title} description={p[1].description} icon={<Car />} />
        <Tile to="/ogpo?product=2" title={p[2].title} description={p[2].description} icon={<Plane />} />
      </div>
    </section>
  );
}
