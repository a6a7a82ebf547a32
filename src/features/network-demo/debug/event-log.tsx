// The events nearest the playhead, the current ones marked; each seeks to its moment. The rows
// follow the clock by writing their own text and marks when the window moves (at every event,
// line starts included, at most every FOLLOW_EVERY_MS), never through React state: the demo keeps
// to one commit per discrete change even in debug mode.
import { useEffect, useId, useMemo, useRef, type MouseEvent } from 'react';
import type { DemoEngine } from '../playback/engine';
import { eventLogEntries, logWindowAt, type LogWindow } from './event-log-entries';
import styles from './event-log.module.css';

// Short enough to read at a glance, and always this many rows so the panel never changes height.
const ROWS = 7;
// While the moment moves faster than anyone reads the rows (a drag along the Timeline, a high speed),
// the window moves almost every frame, and rewriting the seven rows each time cost the main thread
// about 1.5 ms a frame. So the rows follow at most this often, the latest window always written last.
const FOLLOW_EVERY_MS = 100;

const sameWindow = (a: LogWindow, b: LogWindow) =>
  a.start === b.start && a.currentFrom === b.currentFrom && a.currentTo === b.currentTo;

export function EventLog({ engine }: { engine: DemoEngine }) {
  const headingId = useId();
  const entries = useMemo(() => eventLogEntries(engine.schedule), [engine]);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const times = entries.map((entry) => entry.t);
    const buttons = [...list.current!.querySelectorAll('button')];
    let last: LogWindow | null = null;
    let lastWrite = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const windowNow = () => logWindowAt(times, engine.time(), ROWS);
    const moved = (next: LogWindow) => !last || !sameWindow(next, last);
    const write = (next: LogWindow) => {
      last = next;
      lastWrite = performance.now();
      // The entry a focused row showed keeps the focus as the window moves, if it is still shown.
      const focused = buttons.find((button) => button === document.activeElement)?.dataset.index;
      buttons.forEach((button, row) => {
        const index = next.start + row;
        const entry = entries[index];
        button.hidden = !entry;
        if (!entry) return;
        button.textContent = entry.label;
        button.dataset.index = String(index);
        button.dataset.t = String(entry.t);
        if (index >= next.currentFrom && index <= next.currentTo) button.setAttribute('aria-current', 'true');
        else button.removeAttribute('aria-current');
      });
      if (focused !== undefined)
        buttons.find((button) => button.dataset.index === focused)?.focus({ preventScroll: true });
    };
    // A deferred write shows the window of its own moment, the latest.
    const writeLatest = () => {
      timer = undefined;
      const next = windowNow();
      if (moved(next)) write(next);
    };
    const stopFrames = engine.onFrame(() => {
      if (timer !== undefined) return;
      const next = windowNow();
      if (!moved(next)) return;
      const wait = lastWrite + FOLLOW_EVERY_MS - performance.now();
      if (wait <= 0) write(next);
      else timer = setTimeout(writeLatest, wait);
    });
    return () => {
      clearTimeout(timer);
      stopFrames();
    };
  }, [engine, entries]);

  const seek = (event: MouseEvent<HTMLButtonElement>) => engine.seek(Number(event.currentTarget.dataset.t));

  return (
    <div className={styles.log}>
      <h3 id={headingId} className={styles.heading}>
        Event log
      </h3>
      <ol ref={list} className={styles.list} aria-labelledby={headingId} data-testid="demo-debug-log">
        {Array.from({ length: ROWS }, (_, row) => (
          <li key={row}>
            <button type="button" className={styles.entry} onClick={seek} />
          </li>
        ))}
      </ol>
    </div>
  );
}
