// A tweet bubble's tail, where the bubble floats away from its node: outlined as its box is, so a long
// one reads as the bubble's pointer (filled only, it read as a dark spike on the dark stage).
import { test, expect } from './fixtures';
import { openDebugDemo, seek, sceneShot } from './demo-helpers';
import { decodePng } from './pixels';

test.use({ viewport: { width: 1440, height: 900 } });

test('a long tail has an outline on both sides, between its bubble and its node', async ({ page }) => {
  await openDebugDemo(page);
  // At 10 s @elena_macro's bubble floats well above her node.
  await seek(page, 10_000);
  const { bubble, node } = await page.evaluate(() => ({
    bubble: window.__demo!.boxes().find((box) => box.kind === 'bubble' && box.id === 'n13')!,
    node: window.__demo!.nodes().find((node) => node.id === 'n13')!,
  }));
  const gap = node.y - node.r - (bubble.y + bubble.height);
  expect(gap, 'room for a long tail').toBeGreaterThan(30);
  const shot = decodePng(await sceneShot(page));
  // The shot starts at the stage's corner inset; boxes are in the stage's CSS px (DPR 1).
  const inset = await page
    .locator('#network-demo-stage')
    .evaluate((stage) => Math.ceil(parseFloat(getComputedStyle(stage).borderTopLeftRadius)));
  // A row across the tail, a third of the way from the bubble to the node: bright edges around its fill.
  const y = Math.round(bubble.y + bubble.height + gap / 3) - inset;
  const brightness: number[] = [];
  for (let x = Math.round(node.x) - 16; x <= Math.round(node.x) + 16; x++) {
    const at = (y * shot.width + x - inset) * 4;
    brightness.push(Math.max(shot.data[at]!, shot.data[at + 1]!, shot.data[at + 2]!));
  }
  const background = Math.min(brightness[0]!, brightness.at(-1)!);
  // Runs of pixels clearly brighter than the stage around the tail: its two outlined sides.
  const edges = brightness.filter((value, i) => value > background + 40 && !(brightness[i - 1]! > background + 40));
  expect(edges.length, `brightness across the tail: ${brightness.join(' ')}`).toBe(2);
});
