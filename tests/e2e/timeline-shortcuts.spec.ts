// Debug mode's keyboard shortcuts: each one, the list of them, and the controls that keep their own keys.
import {
  demoTime,
  openDebugDemo,
  seek,
  DURATION,
  inspector,
  panel,
  focusNothing,
  setRangeByButtons,
} from './demo-helpers';
import { SPEC_TIMES } from '../../src/features/network-demo/content/spec-table.test-support';
import { expect, test } from './fixtures';

// DECISIONS §1 around t = 5000, from the spec's table: the event before it is n5 appearing (4900;
// n4's bubble is at 5000 itself), the one after it n6 appearing (5300).
const EVENT_BEFORE_5000 = SPEC_TIMES.n5!.appear;
const EVENT_AFTER_5000 = SPEC_TIMES.n6!.appear;

test.describe('keyboard shortcuts', () => {
  test.beforeEach(async ({ page }) => {
    await openDebugDemo(page);
    await seek(page, 5000);
    await focusNothing(page);
  });

  test('Space plays and pauses', async ({ page }) => {
    await page.keyboard.press('Space');
    expect((await inspector(page)).playing).toBe(true);
    await expect.poll(() => demoTime(page)).toBeGreaterThan(5000);
    await page.keyboard.press('Space');
    expect((await inspector(page)).playing).toBe(false);
  });

  test('← and → step to the previous and next event', async ({ page }) => {
    await page.keyboard.press('ArrowRight');
    expect(await demoTime(page)).toBe(EVENT_AFTER_5000);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await demoTime(page)).toBe(EVENT_BEFORE_5000);
  });

  test('Shift+← and Shift+→ move 100 ms', async ({ page }) => {
    await page.keyboard.press('Shift+ArrowRight');
    expect(await demoTime(page)).toBe(5100);
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await demoTime(page)).toBe(4900);
  });

  test(', and . move one frame (1000/60 ms)', async ({ page }) => {
    await page.keyboard.press('.');
    expect(await demoTime(page)).toBeCloseTo(5000 + 1000 / 60, 2);
    await page.keyboard.press(',');
    await page.keyboard.press(',');
    expect(await demoTime(page)).toBeCloseTo(5000 - 1000 / 60, 2);
  });

  test('Home and End go to the start and end of the loop, or of the loop range while one is set', async ({ page }) => {
    await page.keyboard.press('End');
    expect(await demoTime(page)).toBe(DURATION);
    await page.keyboard.press('Home');
    expect(await demoTime(page)).toBe(0);
    await setRangeByButtons(page, 2300, 8000);
    await focusNothing(page);
    await page.keyboard.press('Home');
    expect(await demoTime(page)).toBe(2300);
    await page.keyboard.press('End');
    expect(await demoTime(page)).toBe(8000);
  });

  test('[ and ] step through the speeds, stopping at either end', async ({ page }) => {
    const speeds: number[] = [];
    for (const key of [']', ']', ']', '[', '[', '[', '[', '[']) {
      await page.keyboard.press(key);
      speeds.push((await inspector(page)).speed);
    }
    expect(speeds).toEqual([2, 4, 4, 2, 1, 0.5, 0.25, 0.25]);
    await expect(page.getByLabel('Speed')).toHaveValue('0.25');
    // The debug API sets the same speeds, and only those.
    await page.evaluate(() => window.__demo!.setSpeed(2));
    expect((await inspector(page)).speed).toBe(2);
    await expect(page.getByLabel('Speed')).toHaveValue('2');
    const refused = await page.evaluate(() => {
      try {
        window.__demo!.setSpeed(3);
        return null;
      } catch (error) {
        return String(error);
      }
    });
    expect(refused).toContain('No speed 3');
    expect((await inspector(page)).speed).toBe(2);
  });

  test('the disclosure lists every shortcut', async ({ page }) => {
    const disclosure = page.getByText('Keyboard shortcuts', { exact: true });
    const list = panel(page).locator('dl');
    await expect(list).toBeHidden();
    await disclosure.click();
    await expect(list).toBeVisible();
    for (const key of ['Space', '←', '→', 'Shift + ←', 'Shift + →', ',', '.', 'Home', 'End', '[', ']'])
      await expect(list.locator('kbd', { hasText: key }).first()).toBeVisible();
    await expect(panel(page).getByText(/^On the Timeline too, where ↑ and ↓ step like → and ←/)).toBeVisible();
  });

  test('the Speed select keeps its keys: arrows change the speed and do not seek', async ({ page }) => {
    await page.getByLabel('Speed').focus();
    await page.keyboard.press('ArrowDown');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 2 });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 0.5, playing: false });
    await page.keyboard.press('.');
    await page.keyboard.press(']');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 0.5 });
  });

  test('on the Timeline range, Space plays and pauses and never scrolls the page', async ({ page }) => {
    const range = page.getByRole('slider', { name: 'Timeline' });
    // In view at once (the page scrolls smoothly), then focused where it is.
    await range.evaluate((element) => {
      element.scrollIntoView({ behavior: 'instant', block: 'center' });
      element.focus({ preventScroll: true });
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    expect((await inspector(page)).playing).toBe(true);
    await page.keyboard.press('Space');
    expect((await inspector(page)).playing).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(range).toBeFocused();
  });

  test('on the Timeline range, the arrows step to the previous and next event, and Shift+arrow 100 ms', async ({
    page,
  }) => {
    await page.getByRole('slider', { name: 'Timeline' }).focus();
    // The events around 5.0 s: 4.9, 5.0 (where the test starts), 5.3 and 5.4 s.
    await page.keyboard.press('ArrowRight');
    expect(await demoTime(page)).toBe(5300);
    await page.keyboard.press('ArrowUp');
    expect(await demoTime(page)).toBe(5400);
    await page.keyboard.press('ArrowLeft');
    expect(await demoTime(page)).toBe(5300);
    await page.keyboard.press('ArrowLeft');
    expect(await demoTime(page)).toBe(5000);
    await page.keyboard.press('ArrowDown');
    expect(await demoTime(page)).toBe(4900);
    await page.keyboard.press('Shift+ArrowRight');
    expect(await demoTime(page)).toBe(5000);
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('Shift+ArrowUp');
    expect(await demoTime(page)).toBe(5200);
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await demoTime(page)).toBe(5000);
    await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveValue('5000');
  });

  test('the Timeline range says its moment and phase, not a count of milliseconds', async ({ page }) => {
    const range = page.getByRole('slider', { name: 'Timeline' });
    await expect(range).toHaveAttribute('aria-valuetext', '5.0 s, phase 2 (spread)');
    await seek(page, 9300);
    await expect(range).toHaveAttribute('aria-valuetext', '9.3 s, phase 2 (spread)');
    await seek(page, 1500);
    await expect(range).toHaveAttribute('aria-valuetext', '1.5 s, phase 1 (central post)');
    await seek(page, 0);
    await expect(range).toHaveAttribute('aria-valuetext', '0.0 s, phase 0 (idle)');
  });

  test('a text field keeps its keys', async ({ page }) => {
    const field = await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Scratch');
      document.querySelector('main')!.append(input);
      return true;
    });
    expect(field).toBe(true);
    await page.getByLabel('Scratch').focus();
    await page.keyboard.type(' ,.[]');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(page.getByLabel('Scratch')).toHaveValue(' ,.[]');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 1, playing: false });
  });

  test('the network canvas focused before the post is shown: once it is, Space or Enter pins the post', async ({
    page,
  }) => {
    await seek(page, 0);
    const canvas = page.getByRole('application', { name: /^Influence network/ });
    await expect(canvas).toHaveAccessibleName(
      'Influence network: arrow keys move between the post and the influencers, Enter or Space pins a card',
    );
    await canvas.focus();
    await seek(page, 5000);
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => window.__demo!.inspected())).toBe('post');
    await expect(page.getByTestId('demo-card')).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => window.__demo!.inspected())).toBe(null);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => window.__demo!.inspected())).toBe('post');
  });

  test('the network canvas keeps its keys: arrows move between influencers, not the clock', async ({ page }) => {
    await page.getByRole('application', { name: 'Influence network' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('.');
    await page.keyboard.press(']');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 1 });
  });

  test('Space on a focused button presses it and does not also play', async ({ page }) => {
    await page.getByRole('button', { name: 'Next event' }).focus();
    await page.keyboard.press('Space');
    expect(await inspector(page)).toMatchObject({ t: EVENT_AFTER_5000, playing: false });
  });
});
