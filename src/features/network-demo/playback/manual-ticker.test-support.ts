// A manual ticker for the engine's tests: GSAP's clock moves only when a test says so.
import { gsap } from 'gsap/gsap-core';
import { afterAll, beforeAll } from 'vitest';
import type { Ticker } from './clock';

// GSAP's root time only goes forwards, across tests too.
let now = 0;

/**
 * Frames on demand: GSAP's root advances only when the test says so, then the engine's listeners
 * run, as gsap.ticker does in the page (root first, then listeners).
 */
export function manualTicker() {
  const listeners = new Set<() => void>();
  const ticker: Ticker = {
    add: (callback) => listeners.add(callback),
    remove: (callback) => listeners.delete(callback),
  };
  return {
    ticker,
    listening: () => listeners.size,
    /** Advances real time by `ms` in frames of at most 16 ms. */
    advance(ms: number) {
      for (let left = ms; left > 0; left -= 16) {
        now += Math.min(16, left) / 1000;
        gsap.updateRoot(now);
        listeners.forEach((listener) => listener());
      }
    },
  };
}

/** Only the manual ticker moves GSAP's clock in the calling test file. */
export function driveGsapManually() {
  beforeAll(() => {
    gsap.ticker.remove(gsap.updateRoot);
    gsap.ticker.sleep();
  });
  afterAll(() => {
    gsap.ticker.add(gsap.updateRoot);
  });
}
