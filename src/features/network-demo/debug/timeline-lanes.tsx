// The lanes: the whole schedule at once, one row per target (the post, then each node in reveal
// order, grouped by layer) with its spans on the loop's time scale and a playhead across them all.
// Rows render once; the playhead follows the clock by a direct DOM write, never a render per frame.
// The buttons are one tab stop (a roving tabindex) and the arrows move between them.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { DemoEngine } from '../playback/engine';
import type { Inspector } from '../inspect/inspector';
import { laneRows, type LaneRow } from './lane-spans';
import { placeAtMoment } from './playhead';
import styles from './timeline-lanes.module.css';

interface Props {
  engine: DemoEngine;
  inspector: Inspector;
  /** Whether the lanes are open (the panel's Lanes toggle, or the address). */
  open: boolean;
  /** The region's id, which the Lanes toggle controls. */
  id: string;
}

/** The Lanes region: empty and hidden while the lanes are closed. */
export function TimelineLanes({ engine, inspector, open, id }: Props) {
  return (
    <section id={id} aria-label="Lanes" hidden={!open} className={styles.region}>
      {open && <LaneSheet engine={engine} inspector={inspector} />}
    </section>
  );
}

interface LaneGroup {
  name: string;
  rows: LaneRow[];
}

/** Consecutive rows of one layer under one heading. */
function groupByLayer(rows: readonly LaneRow[]): LaneGroup[] {
  const groups: LaneGroup[] = [];
  let layer: LaneRow['layer'] | undefined;
  for (const row of rows) {
    if (groups.length === 0 || row.layer !== layer) {
      groups.push({ name: row.layer === null ? 'Central post' : `Layer ${row.layer}`, rows: [] });
      layer = row.layer;
    }
    groups.at(-1)!.rows.push(row);
  }
  return groups;
}

const center = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return rect.left + rect.width / 2;
};

/** The button an arrow, Home or End moves to from `from`; undefined for other keys. */
function moveFocus(key: string, from: HTMLButtonElement, rows: HTMLElement[]): HTMLButtonElement | null | undefined {
  const row = from.closest<HTMLElement>('[data-lane]');
  if (!row) return undefined;
  const buttons = [...row.querySelectorAll('button')];
  const index = buttons.indexOf(from);
  const nearestIn = (other: HTMLElement | undefined) => {
    if (!other) return null;
    const x = center(from);
    let best: HTMLButtonElement | null = null;
    for (const button of other.querySelectorAll('button'))
      if (!best || Math.abs(center(button) - x) < Math.abs(center(best) - x)) best = button;
    return best;
  };
  const rowIndex = rows.indexOf(row);
  switch (key) {
    case 'ArrowLeft':
      return buttons[index - 1] ?? null;
    case 'ArrowRight':
      return buttons[index + 1] ?? null;
    case 'Home':
      return buttons[0] ?? null;
    case 'End':
      return buttons.at(-1) ?? null;
    case 'ArrowUp':
      return nearestIn(rows[rowIndex - 1]);
    case 'ArrowDown':
      return nearestIn(rows[rowIndex + 1]);
    default:
      return undefined;
  }
}

function LaneSheet({ engine, inspector }: Omit<Props, 'id' | 'open'>) {
  const { schedule } = engine;
  const { duration } = schedule;
  const idPrefix = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const playheadRef = useRef<HTMLDivElement>(null);
  // The one button Tab lands on: the last one focused.
  const activeRef = useRef<HTMLButtonElement | null>(null);

  // The region's scrollbar (where it takes room) hangs into the panel's padding, so that the time
  // column keeps the track's width and the lanes line up with the track.
  useLayoutEffect(() => {
    const region = sheetRef.current!.parentElement!;
    const hang = () => {
      const bar = region.offsetWidth - region.clientWidth;
      region.style.marginRight = bar > 0 ? `-${bar}px` : '';
    };
    hang();
    const observer = new ResizeObserver(hang);
    observer.observe(region);
    return () => {
      observer.disconnect();
      region.style.marginRight = '';
    };
  }, []);

  useEffect(
    () =>
      engine.onFrame(() => {
        placeAtMoment(engine.time(), duration, playheadRef.current);
      }),
    [engine, duration],
  );

  const content = useMemo(() => {
    const pin = (row: LaneRow) => {
      // A card opens only on a target shown now: go to the moment it appears first.
      if (!inspector.isTarget(row.id)) engine.seek(schedule.times[row.id]?.appear ?? schedule.postAppear);
      inspector.pin(row.id);
    };
    return groupByLayer(laneRows(schedule)).map((group, g) => (
      <div key={group.name} className={styles.group}>
        <p id={`${idPrefix}-${g}`} className={styles.heading}>
          {group.name}
        </p>
        <ol className={styles.rows} aria-labelledby={`${idPrefix}-${g}`}>
          {group.rows.map((row, r) => (
            <li
              key={row.id}
              className={styles.row}
              style={{ '--first': row.spans[0]!.from / duration } as CSSProperties}
              data-lane={row.id}
              data-layer={row.layer ?? 'post'}
            >
              <button
                type="button"
                className={styles.label}
                title={row.label}
                tabIndex={g === 0 && r === 0 ? 0 : -1}
                onClick={() => pin(row)}
              >
                {row.label}
              </button>
              <div className={styles.spans}>
                {row.spans.map((span) => (
                  <button
                    key={span.kind}
                    type="button"
                    className={styles.span}
                    data-kind={span.kind}
                    style={{ '--from': span.from / duration, '--to': span.to / duration } as CSSProperties}
                    aria-label={span.label}
                    title={span.label}
                    tabIndex={-1}
                    onClick={() => engine.seek(span.from)}
                  />
                ))}
              </div>
            </li>
          ))}
        </ol>
      </div>
    ));
  }, [engine, inspector, schedule, duration, idPrefix]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement)) return;
    const previous = activeRef.current ?? sheetRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]');
    if (previous && previous !== target) previous.tabIndex = -1;
    target.tabIndex = 0;
    activeRef.current = target;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!(event.target instanceof HTMLButtonElement) || !sheetRef.current) return;
    const rows = [...sheetRef.current.querySelectorAll<HTMLElement>('[data-lane]')];
    const next = moveFocus(event.key, event.target, rows);
    if (next === undefined) return;
    // The panel's shortcuts listen on the window for the same keys: these belong to the lanes.
    event.preventDefault();
    event.stopPropagation();
    next?.focus();
  };

  return (
    <div ref={sheetRef} className={styles.sheet} onFocus={onFocus} onKeyDown={onKeyDown}>
      <div className={styles.time} aria-hidden="true">
        <div ref={playheadRef} className={styles.playhead} data-testid="lanes-playhead" />
      </div>
      {content}
    </div>
  );
}
