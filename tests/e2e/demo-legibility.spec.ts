// Tweet bubbles never cover each other, an avatar, an emoji or the post, and stay on the stage, on a
// phone and on a desktop; the boxes the debug API reports are where the canvas draws.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { SPEC_TIMES } from '../../src/features/network-demo/content/spec-table.test-support';
import { DEMO_NODES, openDebugDemo, seek } from './demo-helpers';
import { decodePng, pngPixels } from './pixels';
import { legibilityProblems } from '../../src/features/network-demo/layout/legibility.test-support';

interface Box {
  id: string;
  kind: 'post' | 'avatar' | 'bubble' | 'emoji';
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxes = (page: Page) => page.evaluate(() => window.__demo!.boxes() as Box[]);

/** Each node's bubble time, its middle and its collapse: when the most bubbles are up at once. */
const MOMENTS = [
  ...new Set(
    DEMO_NODES.flatMap((node) => {
      const times = SPEC_TIMES[node.id]!;
      return [times.bubble, times.bubble + 150, times.bubble + 1000, times.emoji + 100];
    }),
  ),
].sort((a, b) => a - b);

for (const view of [
  { name: 'a phone, 390 px', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'a desktop, 1440 px', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
]) {
  test.describe(`on ${view.name}`, () => {
    test.use({ viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor });

    test('no bubble covers another bubble, an avatar, an emoji or the post, and none leaves the stage', async ({
      page,
    }) => {
      await openDebugDemo(page);
      const stage = (await page.locator('#network-demo canvas').boundingBox())!;
      let bubblesSeen = 0;
      const found: string[] = [];
      // Seeking and reading the boxes in one evaluate: two round trips per moment cost seconds on 2 cores.
      const lists = await page.evaluate(
        (moments) =>
          moments.map((t) => {
            window.__demo!.seek(t);
            return window.__demo!.boxes() as Box[];
          }),
        MOMENTS,
      );
      for (const [i, t] of MOMENTS.entries()) {
        const list = lists[i]!;
        bubblesSeen = Math.max(bubblesSeen, list.filter((box) => box.kind === 'bubble').length);
        found.push(...legibilityProblems(list, stage).map((problem) => `t=${t}: ${problem}`));
      }
      expect(found).toEqual([]);
      // The check saw bubbles, several at once.
      expect(bubblesSeen).toBeGreaterThanOrEqual(3);
    });
  });
}

test('a reported bubble box is where the canvas draws that bubble', async ({ page }) => {
  await openDebugDemo(page);
  const canvas = page.locator('#network-demo canvas');
  const surfaceShare = async (box: Box) => {
    const shot = await canvas.screenshot();
    const scale = decodePng(shot).width / (await canvas.boundingBox())!.width;
    // Inside the box, away from its rounded border; text covers only part of it.
    const inset = 6;
    const [data] = pngPixels(shot, [
      {
        x: Math.round((box.x + inset) * scale),
        y: Math.round((box.y + inset) * scale),
        w: Math.round((box.width - 2 * inset) * scale),
        h: Math.round((box.height - 2 * inset) * scale),
      },
    ]);
    let surface = 0;
    for (let i = 0; i < data!.length; i += 4) {
      // The bubble's fill: rgb(24 32 54) at 0.97 over the stage, which nowhere else has this colour.
      if (Math.abs(data![i]! - 24) <= 4 && Math.abs(data![i + 1]! - 32) <= 4 && Math.abs(data![i + 2]! - 54) <= 4)
        surface++;
    }
    return surface / (data!.length / 4);
  };

  const node = DEMO_NODES.find((n) => n.layer === 2)!;
  const times = SPEC_TIMES[node.id]!;
  await seek(page, times.bubble + 600);
  const bubble = (await boxes(page)).find((box) => box.id === node.id && box.kind === 'bubble');
  expect(bubble, `${node.id} shows its bubble on a desktop`).toBeDefined();
  expect(await surfaceShare(bubble!)).toBeGreaterThan(0.5);
  // Before it shows, the same place holds no bubble.
  await seek(page, times.bubble - 1);
  expect((await boxes(page)).some((box) => box.id === node.id && box.kind === 'bubble')).toBe(false);
  expect(await surfaceShare(bubble!)).toBeLessThan(0.1);
});

test('the debug API lists every target where the scene puts it, and reports play state and speed', async ({ page }) => {
  await openDebugDemo(page);
  await seek(page, SPEC_TIMES.n7!.appear);
  const nodes = await page.evaluate(() => window.__demo!.nodes());
  expect(nodes).toHaveLength(DEMO_NODES.length + 1);
  expect(nodes[0]).toMatchObject({ id: 'post', layer: 0, parent: null, revealed: true });
  expect(nodes.find((n) => n.id === 'n7')).toMatchObject({ layer: 2, parent: 'n1', revealed: true });
  expect(nodes.find((n) => n.id === 'n13')).toMatchObject({ layer: 3, parent: 'n7', revealed: false });
  // Each revealed avatar is drawn at the reported point.
  const avatars = await boxes(page);
  for (const node of nodes.filter((n) => n.revealed && n.layer > 0)) {
    const avatar = avatars.find((box) => box.id === node.id && box.kind === 'avatar')!;
    expect(avatar.x + avatar.width / 2).toBeCloseTo(node.x, 5);
    expect(avatar.y + avatar.height / 2).toBeCloseTo(node.y, 5);
  }
  expect(await page.evaluate(() => window.__demo!.playing())).toBe(false);
  await page.getByLabel('Speed').selectOption('2');
  await page.evaluate(() => window.__demo!.play());
  expect(await page.evaluate(() => [window.__demo!.playing(), window.__demo!.speed()])).toEqual([true, 2]);
});
