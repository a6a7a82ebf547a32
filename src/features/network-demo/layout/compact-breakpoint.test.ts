import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { COMPACT_BELOW_PX } from './stage-layout';

it('switches the stage to its compact height at the width where the scene switches to compact sizes', () => {
  const css = readFileSync(new URL('../network-demo.module.css', import.meta.url), 'utf8');
  const queries = [...css.matchAll(/@(?:container|media)[^{]*width[^{]*\{/g)].map(([query]) => query);
  expect(queries).toEqual([`@container demo (width < ${COMPACT_BELOW_PX}px) {`]);
});
