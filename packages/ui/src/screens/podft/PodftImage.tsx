/**
 * One image of a compliance record (spec part 2 sections 2.5, 9): pressing it (pointer, Enter or Space) enlarges
 * it 1.8 times around the point pressed (the centre from the keyboard), pressing again returns it; while enlarged,
 * the pointer moves the enlarged part and the arrow keys pan it. Presentation only: no rule lives here.
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ImageOff } from 'lucide-react';
import { fmt } from '@sakta/core/shared';
import { PODFT_ZOOM, ruPodft } from '@sakta/core/podft';
import { cn } from '../../lib/cn';

export interface PodftImageProps {
  /** 'Лицевая сторона' or 'Обратная сторона'. */
  side: string;
  /** A data URL, or null when the seller sent none. */
  src: string | null;
}

const t = ruPodft.modal;
const STEP = 10;
const clamp = (v: number) => Math.min(100, Math.max(0, v));

export function PodftImage({ side, src }: PodftImageProps) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  if (!src)
    return (
      <figure className="grid gap-2" data-slot="podft-image" data-empty="">
        <div className="flex aspect-[4/3] items-center justify-center gap-2 rounded-lg border border-dashed text-sm text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-4" /> {t.noImage}
        </div>
        <figcaption className="text-sm font-medium">{side}</figcaption>
      </figure>
    );
  const at = (e: PointerEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return origin;
    return {
      x: clamp(((e.clientX - box.left) / box.width) * 100),
      y: clamp(((e.clientY - box.top) / box.height) * 100),
    };
  };
  const pan = (e: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = zoomed ? moves[e.key] : undefined;
    if (!move) return;
    e.preventDefault();
    setOrigin((o) => ({ x: clamp(o.x + move[0]), y: clamp(o.y + move[1]) }));
  };
  return (
    <figure className="grid gap-2" data-slot="podft-image" data-zoomed={zoomed || undefined}>
      <button
        type="button"
        aria-pressed={zoomed}
        aria-label={fmt(zoomed ? t.zoomOut : t.zoomIn, { side })}
        title={t.zoomHint}
        className={cn(
          'overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring',
          zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in',
        )}
        onPointerDown={(e) => {
          if (e.pointerType === 'mouse' || e.pointerType === 'touch' || e.pointerType === 'pen')
            setOrigin(at(e));
        }}
        onPointerMove={(e) => (zoomed ? setOrigin(at(e)) : undefined)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') setOrigin((o) => (zoomed ? o : { x: 50, y: 50 }));
          pan(e);
        }}
        onClick={() => setZoomed((z) => !z)}
      >
        <img
          src={src}
          alt={side}
          draggable={false}
          className="aspect-[4/3] w-full object-contain transition-transform duration-150"
          style={{
            transform: `scale(${zoomed ? PODFT_ZOOM : 1})`,
            transformOrigin: `${origin.x}% ${origin.y}%`,
          }}
        />
      </button>
      <figcaption className="text-sm font-medium">{side}</figcaption>
    </figure>
  );
}
