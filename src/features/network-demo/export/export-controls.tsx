// "Save still" and "Save clip": a PNG of what the live canvas shows now, and the loop range (or the
// whole loop) at the current speed as a WebM of CLIP_FPS (clip-frames.ts), drawn off-screen by the
// scene frame by frame while the clock and the canvas stay where they are. The clip's progress is
// written to the DOM, not React state.
import { Camera, Film } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../../ui/button';
import type { DemoEngine } from '../playback/engine';
import type { SceneHandle } from '../render/scene-handle';
import { clipUnsupportedReason } from './clip-codec';
import { fallbackOf, type DemoStatus } from '../playback/demo-lifecycle';
import { isLoading } from '../playback/store';
import { downloadFile } from './download-file';
import { clipName, stillName } from './export-names';
import { recordClip } from './record-clip';
import styles from './export-controls.module.css';

/** Why stills and clips cannot be drawn now, by where the demo is in its life; null: they can. */
function noSceneReason(status: DemoStatus, laidOut: boolean): string | null {
  if (fallbackOf(status) !== null) return 'Stills and clips are drawn by the WebGL scene, which is not showing.';
  if (isLoading(status)) return 'The WebGL scene is still starting: stills and clips can be saved once it has drawn.';
  return laidOut ? null : 'The WebGL scene is laying itself out for the stage’s size: stills and clips follow.';
}

export function ExportControls({
  engine,
  scene,
  className,
}: {
  engine: DemoEngine;
  scene: SceneHandle;
  className?: string;
}) {
  const hasScene = useStore(scene, (s) => s.snapshotter !== null);
  const lifecycle = useStore(engine.store, (s) => s.status);
  const noScene = noSceneReason(lifecycle, hasScene);
  const canDraw = noScene === null;
  const [clipReason] = useState(clipUnsupportedReason);
  const [recording, setRecording] = useState<AbortController | null>(null);
  const [status, setStatus] = useState('');
  const barRef = useRef<HTMLDivElement>(null);
  const reasonId = useId();
  const reason = noScene ?? clipReason;

  const saveStill = async () => {
    const { snapshotter } = scene.getState();
    if (!snapshotter) return;
    const t = engine.time();
    try {
      downloadFile(await snapshotter.canvasPng(), stillName(t));
      setStatus(`Saved ${stillName(t)}`);
    } catch (error) {
      console.error(error);
      setStatus('The still could not be saved.');
    }
  };

  const saveClip = async () => {
    const { snapshotter } = scene.getState();
    const { range, speed } = engine.store.getState();
    if (!snapshotter || recording) return;
    const { in: from, out: to } = range ?? { in: 0, out: engine.schedule.duration };
    const controller = new AbortController();
    setRecording(controller);
    setStatus('');
    const progress = (done: number) => {
      const bar = barRef.current;
      if (!bar) return;
      const percent = Math.round(done * 100);
      bar.setAttribute('aria-valuenow', String(percent));
      bar.setAttribute('aria-valuetext', `${percent}%`);
      bar.style.setProperty('--done', String(done));
    };
    try {
      const clip = await recordClip({
        snapshotter,
        from,
        to,
        speed,
        onProgress: progress,
        signal: controller.signal,
      });
      downloadFile(clip, clipName(from, to));
      setStatus(`Saved ${clipName(from, to)}`);
    } catch (error) {
      if (controller.signal.aborted) setStatus('Clip cancelled.');
      else {
        console.error(error);
        setStatus('The clip could not be saved.');
      }
    } finally {
      setRecording(null);
    }
  };

  return (
    <div className={[styles.controls, className].filter(Boolean).join(' ')} role="group" aria-label="Save">
      <Button variant="secondary" size="sm" disabled={!canDraw} onClick={() => void saveStill()}>
        <Camera aria-hidden="true" size={16} /> Save still
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={reason !== null || recording !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => void saveClip()}
      >
        <Film aria-hidden="true" size={16} /> Save clip
      </Button>
      {recording && (
        <>
          <div
            ref={barRef}
            className={styles.progress}
            role="progressbar"
            aria-label="Rendering clip"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={0}
          />
          <Button variant="ghost" size="sm" onClick={() => recording.abort()}>
            Cancel
          </Button>
        </>
      )}
      {reason && (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
      <output className={styles.status} aria-live="polite">
        {status}
      </output>
    </div>
  );
}
