// Whether this device draws emoji in colour. Emoji in text come from the system's fonts, and a
// system without a colour emoji font (some Linux installs, headless browsers) draws a box in their
// place: there a picture that needs one is better replaced than shown as a box. Each emoji is drawn
// once to find out, in a worker where one can draw (emoji-probe.worker.ts), else on the page.
import { afterFirstPaint } from './after-first-paint';
import { drawsInColour, PROBE_SIZE_PX } from './emoji-probe';

type Done = (inColour: boolean) => void;

const verdicts = new Map<string, boolean>();
// Who waits for each emoji not yet known.
const waiting = new Map<string, Set<Done>>();
// Emoji the page itself has yet to draw, where no worker draws them.
const queued: string[] = [];
let started = false;
// Set once the page has painted: from then on each new emoji is asked at once.
let asking = false;
let worker: Worker | null = null;

function settle(emoji: string, inColour: boolean) {
  verdicts.set(emoji, inColour);
  const done = waiting.get(emoji);
  waiting.delete(emoji);
  done?.forEach((tell) => tell(inColour));
}

// How long the worker has to answer an emoji: one that has not (its script still loading on a slow
// network, or a browser that runs no workers, as a headless one in virtual time) leaves the rest
// to the page.
const WORKER_ANSWER_MS = 1000;

/** A worker drawing the emoji, or null where none can: there the page draws them. */
function probeWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    const probe = new Worker(new URL('./emoji-probe.worker.ts', import.meta.url), { type: 'module' });
    probe.onmessage = ({ data }: MessageEvent<{ emoji: string; inColour: boolean }>) =>
      settle(data.emoji, data.inColour);
    probe.onerror = leaveToPage;
    return probe;
  } catch {
    return null;
  }
}

/** The worker cannot start, draw or answer in time: the page draws what is still waiting. */
function leaveToPage() {
  if (!worker) return;
  worker.terminate();
  worker = null;
  drawOnPage([...waiting.keys()]);
}

// On the page, one emoji a task: the first draw looks through the system's fonts (25 ms at a
// phone's pace), the next ones 2 to 10 ms each, too long together for one task.
let pageContext: CanvasRenderingContext2D | null | undefined;
let drawing = false;
function drawNextOnPage() {
  const emoji = queued.shift();
  if (emoji === undefined) {
    drawing = false;
    return;
  }
  if (!verdicts.has(emoji)) {
    if (pageContext === undefined) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = PROBE_SIZE_PX;
      pageContext = canvas.getContext('2d', { willReadFrequently: true });
    }
    // Without a 2D canvas nothing can be told: the emoji is shown as the page was written.
    settle(emoji, pageContext ? drawsInColour(pageContext, emoji) : true);
  }
  setTimeout(drawNextOnPage, 0);
}

function drawOnPage(emoji: string[]) {
  queued.push(...emoji);
  if (drawing) return;
  drawing = true;
  setTimeout(drawNextOnPage, 0);
}

function ask(emoji: string) {
  if (!worker) return drawOnPage([emoji]);
  worker.postMessage(emoji);
  setTimeout(() => {
    if (waiting.has(emoji)) leaveToPage();
  }, WORKER_ANSWER_MS);
}

/**
 * Tells `done` whether `emoji` is drawn in colour here, once the page has painted. Returns a
 * function that cancels the answer.
 */
export function whenColorEmojiKnown(emoji: string, done: Done): () => void {
  const known = verdicts.get(emoji);
  if (known !== undefined) {
    done(known);
    return () => {};
  }
  let waiters = waiting.get(emoji);
  if (!waiters) {
    waiters = new Set();
    waiting.set(emoji, waiters);
    if (asking) ask(emoji);
  }
  waiters.add(done);
  if (!started) {
    started = true;
    afterFirstPaint(() => {
      worker = probeWorker();
      asking = true;
      [...waiting.keys()].forEach(ask);
    });
  }
  return () => waiters.delete(done);
}
