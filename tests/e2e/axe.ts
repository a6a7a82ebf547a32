// axe-core run in the page itself. @axe-core/playwright's AxeBuilder opens a second, blank page for
// every analysis (to merge results from frames, which these pages do not have): about 1.5 s of each
// 2-3 s check on 2 cores. The same rules and options, run in place, report the same violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every violation axe finds on the page, as `rule: target, target`. With `tags`, only rules carrying
 * them (else every rule axe has, best practices included); `exclude` leaves a part of the page out.
 */
export async function axeViolations(page: Page, { tags, exclude }: { tags?: string[]; exclude?: string } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Passes and inapplicable rules are only counted, not listed node by node: on a long page listing
  // them is most of axe's time, and only violations are read.
  const options: RunOptions = { resultTypes: ['violations'], ...(tags && { runOnly: { type: 'tag', values: tags } }) };
  const results = await page.evaluate(
    ([exclude, options]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } })
        .axe;
      return axe.run(exclude ? { exclude: [exclude] } : document, options);
    },
    [exclude, options] as const,
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
