// A finger on the Timeline. A tap seeks where it lands and a drag scrubs, as the range does by itself;
// a finger held still for TOUCH_HOLD_MS instead shows the preview of the moment under it, follows it
// as it slides, and lifts without moving the clock: the finger's hover. The range's own touch handling
// is prevented for that, so this does the tap and the drag itself. A tap's moment is read as it lands:
// read in the lift's event, it laid out the track there and held up the lift's answer.

/**
 * How long a finger rests before its touch previews instead of seeking: Android's long press is 400–500 ms.
 * @internal exported for the tests, which hold a finger exactly this long on the page's clock.
 */
export const TOUCH_HOLD_MS = 400;
// How far a finger may wander and still be holding still (CSS px), as a platform's touch slop.
const SLOP_PX = 10;

interface TouchScrubHandlers {
  /** The moment under a viewport x. */
  timeAt(clientX: number): number;
  seek(t: number): void;
  /** Shows (or moves) the preview under a viewport x. */
  preview(clientX: number): void;
  endPreview(): void;
}

/** Handles one finger at a time on `input`; returns the function that stops. */
export function watchTouchScrub(input: HTMLInputElement, handlers: TouchScrubHandlers): () => void {
  let finger: { id: number; x: number; y: number; t: number; mode: 'resting' | 'dragging' | 'holding' } | null = null;
  let holdTimer = 0;

  const ours = (event: TouchEvent) =>
    finger ? [...event.changedTouches].find((touch) => touch.identifier === finger!.id) : undefined;

  const start = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (finger || !touch || event.touches.length !== 1) return;
    // The range's own handling would seek at once, and focus it with a ring a finger never asked for.
    event.preventDefault();
    finger = {
      id: touch.identifier,
      x: touch.clientX,
      y: touch.clientY,
      t: handlers.timeAt(touch.clientX),
      mode: 'resting',
    };
    holdTimer = window.setTimeout(() => {
      if (finger?.mode !== 'resting') return;
      finger.mode = 'holding';
      handlers.preview(finger.x);
    }, TOUCH_HOLD_MS);
  };

  const move = (event: TouchEvent) => {
    const touch = ours(event);
    if (!touch || !finger) return;
    event.preventDefault();
    if (finger.mode === 'resting' && Math.hypot(touch.clientX - finger.x, touch.clientY - finger.y) > SLOP_PX) {
      window.clearTimeout(holdTimer);
      finger.mode = 'dragging';
    }
    finger.x = touch.clientX;
    finger.y = touch.clientY;
    if (finger.mode === 'dragging') handlers.seek(handlers.timeAt(touch.clientX));
    else if (finger.mode === 'holding') handlers.preview(touch.clientX);
  };

  const end = (event: TouchEvent) => {
    const touch = ours(event);
    if (!touch || !finger) return;
    window.clearTimeout(holdTimer);
    if (finger.mode === 'resting' && event.type === 'touchend') handlers.seek(finger.t);
    if (finger.mode === 'holding') handlers.endPreview();
    finger = null;
  };

  input.addEventListener('touchstart', start, { passive: false });
  input.addEventListener('touchmove', move, { passive: false });
  input.addEventListener('touchend', end);
  input.addEventListener('touchcancel', end);
  return () => {
    window.clearTimeout(holdTimer);
    if (finger?.mode === 'holding') handlers.endPreview();
    finger = null;
    input.removeEventListener('touchstart', start);
    input.removeEventListener('touchmove', move);
    input.removeEventListener('touchend', end);
    input.removeEventListener('touchcancel', end);
  };
}
