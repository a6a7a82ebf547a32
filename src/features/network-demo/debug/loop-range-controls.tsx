// "Set in", "Set out" (at the playhead) and "Clear range"; the range as set, announced politely.
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../../ui/button';
import type { DemoEngine } from '../playback/engine';
import { rangeWithIn, rangeWithOut } from '../playback/loop-range';
import { secondsLabel } from '../playback/timeline-time';
import styles from './loop-range-controls.module.css';

export function LoopRangeControls({ engine, className }: { engine: DemoEngine; className?: string }) {
  const range = useStore(engine.store, (s) => s.range);
  // Why the last Set in / Set out did nothing, until the range next changes.
  const [refused, setRefused] = useState<string | null>(null);

  const set = (end: 'in' | 'out') => {
    const t = engine.time();
    const next = end === 'in' ? rangeWithIn(range, t, engine.schedule.duration) : rangeWithOut(range, t);
    if (next && engine.setRange(next)) setRefused(null);
    else setRefused(`No loop can ${end === 'in' ? 'start' : 'end'} at ${secondsLabel(t)}.`);
  };

  return (
    <div className={[styles.controls, className].filter(Boolean).join(' ')} role="group" aria-label="Loop range">
      <Button variant="secondary" size="sm" onClick={() => set('in')}>
        Set in
      </Button>
      <Button variant="secondary" size="sm" onClick={() => set('out')}>
        Set out
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={!range}
        onClick={() => {
          engine.setRange(null);
          setRefused(null);
        }}
      >
        Clear range
      </Button>
      <output className={styles.readout} aria-live="polite" data-testid="demo-debug-range">
        <Repeat aria-hidden="true" size={14} />
        {refused ?? (range ? `Loop ${range.in}–${range.out} ms` : 'No loop range')}
      </output>
    </div>
  );
}
