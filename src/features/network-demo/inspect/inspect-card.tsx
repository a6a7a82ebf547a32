// The open target's card, or nothing. It opens and closes on discrete changes only. The card itself
// (with Floating UI, which places it) is its own chunk, fetched when the pointer or focus first comes
// to the demo's stage, a finger first touches the page, or a card is to open: a visitor who never
// comes to the stage or touches the page never downloads it. A finger comes to the stage only with
// the tap that opens a card, which would then wait for the download; its first touch is most often
// the scroll that brings the demo to the screen.
//
// Fetched ahead of a card, the card is rehearsed when the page is next idle: rendered once, unseen
// and for no one, and placed. The first card otherwise runs its code and lays its text out for the
// first time in the event of the tap that opens it and in the frame after it, both of which that
// tap's click waits for.
import type { VirtualElement } from '@floating-ui/react';
import { useCallback, useEffect, useState } from 'react';
import type { DemoEngine } from '../playback/engine';
import type { Inspector } from './inspector';
import { useInspection } from './use-inspection';
import { DEMO_STAGE_ID } from '../demo-ids';
import type { OpenCardImport } from './open-card-chunk';
import { whenIdle } from '../../../lib/when-idle';

const PREFETCH_ON = ['pointerenter', 'focusin'] as const;
// When a finger's prefetch and the rehearsal are: the page's next idle moment, or at the latest this
// long after (or this long after, where the browser says nothing of idle moments).
const IDLE = { within: 2000, fallbackAfter: 200 };
// Where the rehearsed card is placed against: anywhere, since no one sees it.
const NOWHERE: VirtualElement = { getBoundingClientRect: () => DOMRect.fromRect({ x: 0, y: 0, width: 1, height: 1 }) };

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
  // Fetched ahead of a card: due once the code is in, now when the page is idle, then done.
  const [rehearsal, setRehearsal] = useState<'none' | 'due' | 'now' | 'done'>('none');
  useEffect(() => {
    if (Card) return;
    const load = () => void chunk.load().then((loaded) => loaded && setCard(() => loaded));
    if (inspection) {
      load();
      return;
    }
    const prefetch = () => {
      void chunk.load().then((loaded) => {
        if (!loaded) return;
        setCard(() => loaded);
        setRehearsal('due');
      });
    };
    // After a touch, when the page is idle: not in the frames that answer that touch.
    let cancelIdle = () => {};
    const prefetchWhenIdle = () => (cancelIdle = whenIdle(prefetch, IDLE));
    const stage = document.getElementById(DEMO_STAGE_ID);
    for (const type of PREFETCH_ON) stage?.addEventListener(type, prefetch, { once: true });
    document.addEventListener('touchstart', prefetchWhenIdle, { once: true, passive: true });
    return () => {
      for (const type of PREFETCH_ON) stage?.removeEventListener(type, prefetch);
      document.removeEventListener('touchstart', prefetchWhenIdle);
      cancelIdle();
    };
  }, [Card, chunk, inspection]);
  useEffect(() => (rehearsal === 'due' ? whenIdle(() => setRehearsal('now'), IDLE) : undefined), [rehearsal]);
  const rehearsed = useCallback(() => setRehearsal('done'), []);
  if (rehearsal === 'now' && Card && !inspection) {
    const [first] = engine.schedule.nodes;
    return (
      <Card
        key="rehearsal"
        target={first!.id}
        pinned
        atlasLoaded={atlasLoaded}
        engine={engine}
        anchor={NOWHERE}
        rehearsed={rehearsed}
      />
    );
  }
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
