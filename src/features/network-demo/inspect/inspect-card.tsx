// The open target's card, or nothing. It opens and closes on discrete changes only. The card itself
// (with Floating UI, which places it) is its own chunk, fetched when the pointer or focus first comes
// to the demo's stage, or when a card is to open: a visitor who never comes to the stage never downloads it.
import type { VirtualElement } from '@floating-ui/react';
import { useEffect, useState } from 'react';
import type { DemoEngine } from '../playback/engine';
import type { Inspector } from './inspector';
import { useInspection } from './use-inspection';
import { DEMO_STAGE_ID } from '../demo-ids';
import type { OpenCardImport } from './open-card-chunk';

const PREFETCH_ON = ['pointerenter', 'focusin'] as const;

/** Where a target is on screen: a canvas point as a virtual element, or a static view's button. */
export type AnchorFor = (id: string) => VirtualElement | Element | null;

interface Props {
  id: string;
  /** The card's code, imported on first need. */
  chunk: OpenCardImport;
  engine: DemoEngine;
  inspector: Inspector;
  anchorFor: AnchorFor;
  /** Whether the avatar atlas loaded (the emoji is drawn from it; as text if not). */
  atlasLoaded: boolean;
}

/** The card of whatever is inspected, or nothing. A card whose chunk failed to download stays shut; the next one tries again. */
export function InspectCard({ id, chunk, engine, inspector, anchorFor, atlasLoaded }: Props) {
  const inspection = useInspection(inspector, (open) => open);
  const [Card, setCard] = useState(chunk.loaded);
  useEffect(() => {
    if (Card) return;
    const load = () => void chunk.load().then((loaded) => loaded && setCard(() => loaded));
    if (inspection) {
      load();
      return;
    }
    const stage = document.getElementById(DEMO_STAGE_ID);
    for (const type of PREFETCH_ON) stage?.addEventListener(type, load, { once: true });
    return () => {
      for (const type of PREFETCH_ON) stage?.removeEventListener(type, load);
    };
  }, [Card, chunk, inspection]);
  const anchor = inspection ? anchorFor(inspection.id) : null;
  if (!inspection || !anchor || !Card) return null;
  return (
    <Card
      key={inspection.id}
      id={id}
      target={inspection.id}
      pinned={inspection.by === 'pin'}
      atlasLoaded={atlasLoaded}
      engine={engine}
      anchor={anchor}
    />
  );
}

/**
 * A canvas point as something Floating UI can place a card against (a box the target's size). It
 * names no context element: Floating UI would walk the canvas's ancestors for what clips it each
 * time it places the card, and only the window does.
 */
export function canvasPoint(
  canvas: Element,
  x: number,
  y: number,
  halfWidth: number,
  halfHeight: number,
): VirtualElement {
  return {
    getBoundingClientRect() {
      const rect = canvas.getBoundingClientRect();
      return DOMRect.fromRect({
        x: rect.left + x - halfWidth,
        y: rect.top + y - halfHeight,
        width: 2 * halfWidth,
        height: 2 * halfHeight,
      });
    },
  };
}
