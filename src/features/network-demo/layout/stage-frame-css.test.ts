import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { COMPACT_BELOW_PX, COMPACT_HEIGHT_PX, STAGE_FRAME, layoutScene } from './stage-layout';

it('switches the stage to its compact height at the width where the scene switches to compact sizes', () => {
  const css = readFileSync(new URL('../network-demo.module.css', import.meta.url), 'utf8');
  const queries = [...css.matchAll(/@(?:container|media)[^{]*width[^{]*\{/g)].map(([query]) => query);
  expect(queries).toEqual([`@container demo (width < ${COMPACT_BELOW_PX}px) {`]);
});

it('rounds the stage with the radius the scene paints its corners with: the regular one, then the compact one', () => {
  const css = readFileSync(new URL('../network-demo.module.css', import.meta.url), 'utf8');
  const radii = [...css.matchAll(/border-radius:\s*([^;]+);/g)].map(([, value]) => value);
  // The stage's two; the spinner's circle comes between them.
  expect(radii.filter((value) => value?.includes('--demo-'))).toEqual([
    'var(--demo-radius)',
    'var(--demo-radius-compact)',
  ]);
  expect(css).toMatch(/border: var\(--demo-border\) solid/);
  for (const compact of [false, true]) {
    const layout = layoutScene(DEMO_NODES, compact ? 356 : 1150, compact ? COMPACT_HEIGHT_PX - 2 : 698);
    expect(layout.compact).toBe(compact);
    expect(layout.cornerRadius).toBe(
      (compact ? STAGE_FRAME.compactRadiusPx : STAGE_FRAME.radiusPx) - STAGE_FRAME.borderPx,
    );
  }
});
