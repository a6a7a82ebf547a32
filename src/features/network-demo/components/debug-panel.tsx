import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../../ui/button';
import { nextEventTime, previousEventTime } from '../model/schedule';
import { demoStore } from '../store/demo-store';
import type { DemoEngine } from '../engine/demo-engine';
import type { Inspector } from '../engine/inspector';
import { useDebugApi } from './use-debug-api';
import styles from './debug-panel.module.css';

const SPEEDS = [0.25, 0.5, 1, 2, 4];
const PHASE_NAMES = ['idle', 'central post', 'spread'];

/** /?debug: scrub, step and time the demo; t readouts update from the clock, not React state. */
export function DebugPanel({ engine, inspector }: { engine: DemoEngine; inspector: Inspector }) {
  const schedule = engine.schedule;
  const rangeRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLOutputElement>(null);
  const speedId = useId();
  const phase = useStore(demoStore, (s) => s.phase);
  const playing = useStore(demoStore, (s) => s.playing);
  const speed = useStore(demoStore, (s) => s.speed);
  useDebugApi(engine, inspector);

  useEffect(
    () =>
      engine.onFrame(() => {
        const t = engine.time();
        if (rangeRef.current) rangeRef.current.value = String(Math.round(t));
        if (timeRef.current) timeRef.current.textContent = `${t.toFixed(0)} ms`;
      }),
    [engine],
  );

  return (
    <div className={styles.panel} data-testid="demo-debug">
      <label className={styles.range}>
        <span className="visually-hidden">Timeline</span>
        <input
          ref={rangeRef}
          type="range"
          aria-label="Timeline"
          min={0}
          max={schedule.duration}
          step={1}
          defaultValue={0}
          onInput={(event) => engine.seek(Number(event.currentTarget.value))}
        />
      </label>
      <div className={styles.row}>
        <p className={styles.readout}>
          t ={' '}
          <output ref={timeRef} data-testid="demo-debug-time">
            0 ms
          </output>{' '}
          · phase <span data-testid="demo-debug-phase">{phase}</span> ({PHASE_NAMES[phase]})
        </p>
        <div className={styles.buttons}>
          <Button variant="ghost" size="sm" onClick={() => engine.seek(previousEventTime(schedule, engine.time()))}>
            <SkipBack aria-hidden="true" size={16} /> Previous event
          </Button>
          <Button variant="secondary" size="sm" onClick={() => (playing ? engine.pause() : engine.play())}>
            {playing ? <Pause aria-hidden="true" size={16} /> : <Play aria-hidden="true" size={16} />}
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => engine.seek(nextEventTime(schedule, engine.time()))}>
            Next event <SkipForward aria-hidden="true" size={16} />
          </Button>
          <label className={styles.speed} htmlFor={speedId}>
            Speed
            <select id={speedId} value={speed} onChange={(event) => engine.setSpeed(Number(event.currentTarget.value))}>
              {SPEEDS.map((value) => (
                <option key={value} value={value}>
                  {value}×
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </div>
  );
}
