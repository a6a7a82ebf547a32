// The Timeline range with what sits on its track: the loop range's ends above it, the markers below
// it (stacked where they would cover each other) and the playhead across all of them. The playhead,
// the knob, the range's value and the passed markers follow the clock by direct DOM writes and
// discrete state, never a render per frame.
import { Megaphone, Share2, Star } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useStore } from 'zustand';
import type { DebugParts } from './debug-parts';
import { boxLeft, stackInLanes, timelineMarkers, type TimelineMarker } from './timeline-markers';
import { lastIndexAtOrBefore, secondsLabel } from '../playback/timeline-time';
import { TimelinePreview } from './timeline-preview';
import { placeAtMoment } from './playhead';
import { followClock, type ClockFollower } from './follow-clock';
import { rangeShortcutFor, runShortcut } from './use-debug-shortcuts';
import { timelineValueText } from './timeline-value-text';
import { latestPerFrame } from '../../../lib/latest-per-frame';
import styles from './timeline-track.module.css';

const CAPTION_DEFAULT = 'Markers: phase changes, layer starts, celebrity highlights';

// Space between stacked boxes; the stylesheet's --lane-gap.
const LANE_GAP_PX = 4;

// While playing, the range's value (what a screen reader and the arrow keys start from) follows the
// clock in steps this long; the knob, moved by the compositor, shows the moment every frame. Paused,
// a key pressed or the range focused, it is exact.
const VALUE_STEP_WHILE_PLAYING_MS = 250;

function MarkerGlyph({ marker }: { marker: TimelineMarker }) {
  if (marker.kind === 'celebrity') return <Star aria-hidden="true" size={14} />;
  if (marker.kind === 'layer') return <span aria-hidden="true">L{marker.layer}</span>;
  return marker.phase === 1 ? <Megaphone aria-hidden="true" size={14} /> : <Share2 aria-hidden="true" size={14} />;
}

const place = (at: number, lane: number) => ({ '--at': at, '--lane': lane }) as CSSProperties;

/** The Timeline range (accessible name "Timeline"), its markers, loop ends and playhead. */
export function TimelineTrack({ engine, inspector, scene }: DebugParts) {
  const { schedule } = engine;
  const { duration } = schedule;
  const range = useStore(engine.store, (s) => s.range);
  const markers = useMemo(() => timelineMarkers(schedule), [schedule]);
  const markerTimes = useMemo(() => markers.map((marker) => marker.t), [markers]);
  const areaRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sliderRef = useRef<HTMLDivElement>(null);
  const playheadRef = useRef<HTMLDivElement>(null);
  const knobRef = useRef<HTMLDivElement>(null);
  // The track's width and a box's size in px (the stylesheet's --hit), for stacking.
  const [metrics, setMetrics] = useState({ width: 0, hit: 0 });
  const markersRef = useRef<HTMLOListElement>(null);
  const captionRef = useRef<HTMLParagraphElement>(null);
  // Which marker was last passed and which one the pointer or focus is on: written to the DOM, not
  // React state, since passing a marker need not be a discrete change of the demo's state.
  const passed = useRef(-1);
  const pointed = useRef<number | null>(null);
  const showCaption = () => {
    if (captionRef.current)
      captionRef.current.textContent = markers[pointed.current ?? passed.current]?.label ?? CAPTION_DEFAULT;
  };
  const point = (index: number | null) => {
    pointed.current = index;
    showCaption();
  };

  useLayoutEffect(() => {
    const area = areaRef.current!;
    const measure = () => {
      const width = area.clientWidth;
      const hit = parseFloat(getComputedStyle(area).getPropertyValue('--hit')) || 0;
      setMetrics((previous) => (previous.width === width && previous.hit === hit ? previous : { width, hit }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  // A dragging mouse moves the range more often than frames are drawn: the moment is sought at most
  // once per frame, the latest.
  const scrub = useMemo(() => latestPerFrame((ms: number) => engine.seek(ms)), [engine]);
  useEffect(() => () => scrub.cancel(), [scrub]);

  // The range's value, exact from a key pressed or the range focused (after the moment it was
  // moved to is sought, or the key would move it from where the clock was).
  const value = useRef<ClockFollower | null>(null);
  const syncValue = () => {
    scrub.flush();
    value.current?.sync();
  };

  useEffect(() => {
    let last = Number.NaN;
    value.current = followClock(engine, VALUE_STEP_WHILE_PLAYING_MS, (t) => {
      const input = inputRef.current;
      if (!input) return;
      input.value = String(Math.round(t));
      input.setAttribute('aria-valuetext', timelineValueText(schedule, t));
    });
    const stopFrames = engine.onFrame(() => {
      const t = engine.time();
      placeAtMoment(t, duration, playheadRef.current, knobRef.current);
      const index = lastIndexAtOrBefore(markerTimes, t);
      if (index === last) return;
      last = passed.current = index;
      markersRef.current?.querySelectorAll('li').forEach((item, i) => {
        if (i <= index) item.dataset.passed = 'true';
        else delete item.dataset.passed;
      });
      showCaption();
    });
    return () => {
      value.current?.stop();
      stopFrames();
    };
    // showCaption reads only refs and the markers, which markerTimes follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, schedule, duration, markerTimes]);

  const { width, hit } = metrics;
  const lanes = useMemo(
    () =>
      stackInLanes(
        markers.map((marker) => boxLeft(marker.t / duration, width, hit, -0.5)),
        hit,
        LANE_GAP_PX,
      ),
    [markers, duration, width, hit],
  );
  // The in flag ends at its moment and the out flag starts at its: they meet only on a tiny range.
  const flagLanes = range
    ? stackInLanes(
        [boxLeft(range.in / duration, width, hit, -1), boxLeft(range.out / duration, width, hit, 0)],
        hit,
        LANE_GAP_PX,
      )
    : [0, 0];
  const counts = {
    '--marker-lanes': Math.max(0, ...lanes) + 1,
    '--flag-lanes': Math.max(...flagLanes) + 1,
  } as CSSProperties;

  // The range's two ends, each a flag on its lane: its stem first, under both flags.
  const loopEnds = range
    ? [
        { end: 'in', label: 'In', t: range.in, lane: flagLanes[0]! },
        { end: 'out', label: 'Out', t: range.out, lane: flagLanes[1]! },
      ]
    : [];

  return (
    <div className={styles.track} style={counts}>
      <div ref={areaRef} className={styles.area}>
        <div className={styles.flags}>
          {loopEnds.map(({ end, t, lane }) => (
            <span key={end} className={styles.flagStem} style={place(t / duration, lane)} aria-hidden="true" />
          ))}
          {loopEnds.map(({ end, label, t, lane }) => (
            <button
              key={end}
              type="button"
              className={styles.flag}
              data-end={end}
              style={place(t / duration, lane)}
              aria-label={`Loop ${end} · ${secondsLabel(t)}`}
              onClick={() => engine.seek(t)}
            >
              {label}
            </button>
          ))}
        </div>
        <div ref={sliderRef} className={styles.slider}>
          <div className={styles.rail} aria-hidden="true">
            {range && (
              <div
                className={styles.band}
                style={{ '--from': range.in / duration, '--to': range.out / duration } as CSSProperties}
              />
            )}
          </div>
          <input
            ref={inputRef}
            className={styles.input}
            type="range"
            aria-label="Timeline"
            min={0}
            max={duration}
            step={1}
            defaultValue={0}
            aria-valuetext={timelineValueText(schedule, 0)}
            onFocus={syncValue}
            onKeyDown={(event) => {
              syncValue();
              // The panel's keys, not the range's own: Space plays or pauses (and never scrolls the
              // page), the arrows step between events (Shift: 100 ms), Home and End go to the loop's ends.
              const action = rangeShortcutFor(event);
              if (!action) return;
              event.preventDefault();
              if (!(action.kind === 'toggle-play' && event.repeat)) runShortcut(engine, action);
              syncValue();
            }}
            onInput={(event) => scrub.push(Number(event.currentTarget.value))}
          />
          <div ref={knobRef} className={styles.knob} aria-hidden="true" data-testid="timeline-knob" />
        </div>
        <div ref={playheadRef} className={styles.playhead} aria-hidden="true" data-testid="timeline-playhead" />
        <TimelinePreview
          engine={engine}
          inspector={inspector}
          scene={scene}
          areaRef={areaRef}
          sliderRef={sliderRef}
          inputRef={inputRef}
        />
        <ol ref={markersRef} className={styles.markers} aria-label="Timeline markers">
          {markers.map((marker, i) => (
            <li
              key={marker.label}
              className={styles.marker}
              style={place(marker.t / duration, lanes[i]!)}
              data-kind={marker.kind}
              data-layer={marker.layer ?? undefined}
            >
              <span className={styles.stem} aria-hidden="true" />
              <button
                type="button"
                className={styles.markerButton}
                aria-label={marker.label}
                onClick={() => engine.seek(marker.t)}
                onFocus={() => point(i)}
                onBlur={() => point(null)}
                onPointerEnter={() => point(i)}
                onPointerLeave={() => point(null)}
              >
                <MarkerGlyph marker={marker} />
              </button>
            </li>
          ))}
        </ol>
      </div>
      {/* What the pointed-at (or else the last passed) marker is; each button carries its own name. */}
      <p ref={captionRef} className={styles.caption} aria-hidden="true">
        {CAPTION_DEFAULT}
      </p>
    </div>
  );
}
