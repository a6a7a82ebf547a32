// Which moment the Timeline's preview draws a picture of, and when. One picture at a time, each
// shown as it arrives even if the pointer has moved on (on a slow machine it always has, and a sweep
// would otherwise show one picture until the pointer rests), then the moment named by then; pictures
// kept by t, so a sweep back shows them without drawing. A picture holds up the scene's worker, and
// with it the live canvas, for as long as it takes (on a CPU rasteriser its read-back waits out the
// emulated GPU's queue); the next one waits `restPerPicture` times as long again, so a sweep gives
// pictures a bounded share of the worker: every frame where they are quick, fewer where they are not.
// Pure of the DOM: the preview gives it how to draw and show a picture.

export interface PictureOptions<P> {
  /** Draws the scene at t; null when there is nothing to draw with yet. */
  draw(t: number): Promise<P> | null;
  show(picture: P, t: number): void;
  /** Pictures kept, the oldest dropped first. */
  cacheSize: number;
  /** How many times as long as a picture took the next one waits. */
  restPerPicture: number;
  now?: () => number;
}

export interface PictureSchedule {
  /** The pointer names moment t: its picture at once if kept, else drawn as soon as one may be. */
  name(t: number): void;
  /** Nothing is named any more (the preview is hidden): no picture is drawn for it. */
  stop(): void;
  /** The pictures kept, and the one shown, are of a scene that is no more. */
  forget(): void;
}

export function schedulePictures<P>({
  draw,
  show,
  cacheSize,
  restPerPicture,
  now = () => performance.now(),
}: PictureOptions<P>): PictureSchedule {
  const cache = new Map<number, P>();
  let named = Number.NaN;
  let shown = Number.NaN;
  let drawing = false;
  let restUntil = Number.NEGATIVE_INFINITY;
  let restTimer: ReturnType<typeof setTimeout> | undefined;

  const display = (picture: P, t: number) => {
    shown = t;
    show(picture, t);
  };

  const drawNamed = () => {
    const t = named;
    const drawn = draw(t);
    if (!drawn) return;
    drawing = true;
    const started = now();
    drawn
      .then(
        (picture) => {
          if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
          cache.set(t, picture);
          if (!Number.isNaN(named) && shown !== named) display(picture, t);
        },
        (error: unknown) => console.warn('The preview could not be drawn.', error),
      )
      .finally(() => {
        drawing = false;
        const ended = now();
        restUntil = ended + (ended - started) * restPerPicture;
        if (named !== t) update();
      });
  };

  function update() {
    if (Number.isNaN(named) || shown === named) return;
    const kept = cache.get(named);
    if (kept !== undefined) return display(kept, named);
    if (drawing || restTimer !== undefined) return;
    const rest = restUntil - now();
    if (rest <= 0) return drawNamed();
    restTimer = setTimeout(() => {
      restTimer = undefined;
      update();
    }, rest);
  }

  return {
    name(t) {
      named = t;
      update();
    },
    stop() {
      named = Number.NaN;
      clearTimeout(restTimer);
      restTimer = undefined;
    },
    forget() {
      cache.clear();
      shown = Number.NaN;
    },
  };
}
