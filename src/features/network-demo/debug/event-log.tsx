// The events nearest the playhead, the current ones marked; each seeks to its moment. The rows
// follow the clock by writing their own text and marks when the window moves (at every event,
// line starts included), never through React state: the demo keeps to one commit per discrete
// change even in debug mode.
import { useEffect, useId, useMemo, useRef, type MouseEvent } from 'react';
import type { DemoEngine } from '../playback/engine';
import { eventLogEntries, logWindowAt, type LogWindow } from './event-log-entries';
import styles from './event-log.module.css';

// Short enough to read at a glance, and always this many rows so the panel never changes height.
const ROWS = 7;

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
    return engine.onFrame(() => {
      const next = logWindowAt(times, engine.time(), ROWS);
      if (last && sameWindow(next, last)) return;
      last = next;
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
    });
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
