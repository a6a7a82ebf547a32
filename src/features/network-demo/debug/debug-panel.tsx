import { ChartGantt, Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../../ui/button';
import { PLAYBACK_SPEEDS } from '../playback/playback-speeds';
import { PHASE_NAMES } from '../playback/schedule';
import type { DebugParts } from './debug-parts';
import type { DemoEngine } from '../playback/engine';
import { EventLog } from './event-log';
import { followClock } from './follow-clock';
import { ExportControls } from '../export/export-controls';
import { LoopRangeControls } from './loop-range-controls';
import { ShortcutsList } from './shortcuts-list';
import { TimelineLanes } from './timeline-lanes';
import { TimelineTrack } from './timeline-track';
import { runShortcut, useDebugShortcuts } from './use-debug-shortcuts';
import { useTimelineAddress } from './use-debug-address';
import { useDebugPanelStore } from './use-debug-panel-store';
import { useDebugApi } from './use-debug-api';
import styles from './debug-panel.module.css';

// While playing, the t readout changes this often (as a video player's time does); paused, it is exact.
const READOUT_STEP_WHILE_PLAYING_MS = 100;

// A seek pauses the clock and may change the phase: these two subscribe on their own, so that a tap
// on the Timeline re-renders them and not the whole panel inside the tap's event.
function PhaseReadout({ engine }: { engine: DemoEngine }) {
  const phase = useStore(engine.store, (s) => s.phase);
  return (
    <>
      <span data-testid="demo-debug-phase">{phase}</span> ({PHASE_NAMES[phase]})
    </>
  );
}

function PlayPauseButton({ engine }: { engine: DemoEngine }) {
  const playing = useStore(engine.store, (s) => s.playing);
  return (
    <Button variant="secondary" size="sm" onClick={() => runShortcut(engine, { kind: 'toggle-play' })}>
      {playing ? <Pause aria-hidden="true" size={16} /> : <Play aria-hidden="true" size={16} />}
      {playing ? 'Pause' : 'Play'}
    </Button>
  );
}

/**
 * /?debug: a timeline inspector, loaded only there (DebugPanelSlot frames it). Scrub, step, loop a
 * range and jump to markers or logged events; the address and the keyboard drive it too. Per-frame
 * readouts are written from the clock, not React state.
 */
export function DebugPanel({ engine, inspector, scene }: DebugParts) {
  const timeRef = useRef<HTMLSpanElement>(null);
  const speedId = useId();
  const speed = useStore(engine.store, (s) => s.speed);
  const lanesId = useId();
  const panel = useDebugPanelStore();
  const lanesOpen = useStore(panel, (s) => s.lanesOpen);
  useDebugApi(engine, inspector, scene);
  useTimelineAddress(engine, inspector, panel, scene);
  useDebugShortcuts(engine);

  useEffect(() => {
    const time = timeRef.current;
    if (!time) return;
    // One text node whose characters change: replacing the node (textContent) would remove and
    // insert a node, which restyles and lays out more than the characters do.
    const text = time.appendChild(document.createTextNode(''));
    const follower = followClock(engine, READOUT_STEP_WHILE_PLAYING_MS, (t) => {
      text.data = `${t.toFixed(0)} ms`;
    });
    return () => {
      follower.stop();
      text.remove();
    };
  }, [engine]);

  return (
    <div className={styles.body}>
      <TimelineTrack engine={engine} inspector={inspector} scene={scene} />
      <TimelineLanes engine={engine} inspector={inspector} open={lanesOpen} id={lanesId} />
      <div className={styles.row}>
        <p className={styles.readout}>
          {/* Not a live region: it changes every frame. */}t ={' '}
          <span ref={timeRef} className={styles.time} data-testid="demo-debug-time" /> · phase{' '}
          <PhaseReadout engine={engine} />
        </p>
        <div className={styles.buttons}>
          {/* Kept on one line: where the panel is narrow they say Previous and Next, and are still
              named Previous event and Next event. */}
          <div className={styles.transport}>
            <Button variant="ghost" size="sm" onClick={() => runShortcut(engine, { kind: 'event', direction: -1 })}>
              <SkipBack aria-hidden="true" size={16} />
              <span>
                Previous<span className={styles.wide}> event</span>
              </span>
            </Button>
            <PlayPauseButton engine={engine} />
            <Button variant="ghost" size="sm" onClick={() => runShortcut(engine, { kind: 'event', direction: 1 })}>
              <span>
                Next<span className={styles.wide}> event</span>
              </span>
              <SkipForward aria-hidden="true" size={16} />
            </Button>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={lanesOpen}
            aria-controls={lanesId}
            onClick={() => panel.setState({ lanesOpen: !lanesOpen })}
          >
            <ChartGantt aria-hidden="true" size={16} /> Lanes
          </Button>
          <label className={styles.speed} htmlFor={speedId}>
            Speed
            <select id={speedId} value={speed} onChange={(event) => engine.setSpeed(Number(event.currentTarget.value))}>
              {PLAYBACK_SPEEDS.map((value) => (
                <option key={value} value={value}>
                  {value}×
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {/* The loop range's controls and the save buttons share a row where the panel has room. */}
      <div className={styles.actions}>
        <LoopRangeControls engine={engine} />
        <ExportControls engine={engine} scene={scene} />
      </div>
      <div className={styles.columns}>
        <EventLog engine={engine} />
        <ShortcutsList />
      </div>
    </div>
  );
}
