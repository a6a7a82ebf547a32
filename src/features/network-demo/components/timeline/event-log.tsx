// The events nearest the playhead, the current ones marked; each seeks to its moment. The window
// moves at discrete events only: the clock's frames are compared, and React renders on a change.
import { useEffect, useId, useMemo, useState } from 'react';
import type { DemoEngine } from '../../engine/demo-engine';
import { eventLogEntries, logWindowAt, type LogWindow } from '../../model/event-log';
import styles from './event-log.module.css';

// Short enough to read at a glance, and always this many rows so the panel never changes height.
const ROWS = 7;

const sameWindow = (a: LogWindow, b: LogWindow) =>
  a.start === b.start && a.currentFrom === b.currentFrom && a.currentTo === b.currentTo;

export function EventLog({ engine }: { engine: DemoEngine }) {
  const headingId = useId();
  const entries = useMemo(() => eventLogEntries(engine.schedule), [engine]);
  const times = useMemo(() => entries.map((entry) => entry.t), [entries]);
  const [shown, setShown] = useState(() => logWindowAt(times, engine.time(), ROWS));

  useEffect(() => {
    let last: LogWindow | null = null;
    return engine.onFrame(() => {
      const next = logWindowAt(times, engine.time(), ROWS);
      if (last && sameWindow(next, last)) return;
      last = next;
      setShown(next);
    });
  }, [engine, times]);

  return (
    <div className={styles.log}>
      <h3 id={headingId} className={styles.heading}>
        Event log
      </h3>
      <ol className={styles.list} aria-labelledby={headingId} data-testid="demo-debug-log">
        {entries.slice(shown.start, shown.start + ROWS).map((entry, row) => {
          const index = shown.start + row;
          const current = index >= shown.currentFrom && index <= shown.currentTo;
          return (
            // Keyed by event, so a clicked entry keeps its element (and focus) as the window moves.
            <li key={index}>
              <button
                type="button"
                className={styles.entry}
                aria-current={current ? 'true' : undefined}
                onClick={() => engine.seek(entry.t)}
              >
                {entry.label}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
