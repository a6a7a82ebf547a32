import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { DemoState } from '../model/schedule';
import { demoStore } from '../store/demo-store';
import type { DemoTimeline } from '../timeline/demo-timeline';

/** The debug handle `window.__demo`, present only in debug mode (`/?debug`), for tests and tools. */
interface DemoDebugApi {
  seek(ms: number): void;
  play(): void;
  pause(): void;
  time(): number;
  duration(): number;
  state(): DemoState;
}

declare global {
  interface Window {
    __demo?: DemoDebugApi;
  }
}

/** Installs window.__demo while mounted; seek commits the stats panel before returning. */
export function useDebugApi(timeline: DemoTimeline, duration: number) {
  useEffect(() => {
    const api: DemoDebugApi = {
      seek: (ms) => flushSync(() => timeline.seek(ms)),
      play: () => timeline.play(),
      pause: () => timeline.pause(),
      time: () => timeline.time(),
      duration: () => duration,
      state: () => {
        const { phase, revealed, bubbles, highlighted } = demoStore.getState();
        return structuredClone({ phase, revealed, bubbles, highlighted });
      },
    };
    window.__demo = api;
    return () => {
      if (window.__demo === api) delete window.__demo;
    };
  }, [timeline, duration]);
}
