// Debug mode's pictures of moments: the preview over the Timeline, the still and the clip, all drawn
// off-screen by the scene's own code while the real clock and canvas stay where they are.
import { readFileSync } from 'node:fs';
import { TOUCH_HOLD_MS } from '../../src/features/network-demo/debug/touch-scrub';
import type { Page } from '@playwright/test';
import { demoTime, openDebugDemo, seek, trackX } from './demo-helpers';
import { recordSceneCanvas, sceneCanvasPng, sceneCanvasScaled, sceneCanvasSize } from './scene-worker';
import { expect, stopTime, test } from './fixtures';
import { decodePng, differingPixels } from './pixels';

// These tests read the scene's canvas in its worker.
test.beforeEach(async ({ page }) => recordSceneCanvas(page));

/** Debug mode at 4000 ms with the Timeline in view: the height to point at it, and its preview. */
async function pointAtTimeline(page: Page) {
  await openDebugDemo(page);
  await seek(page, 4000);
  const track = page.getByRole('slider', { name: 'Timeline' });
  await track.scrollIntoViewIfNeeded();
  return { y: (await track.boundingBox())!.y + 10, preview: page.getByRole('img', { name: /^Preview at / }) };
}

const saveStill = (page: Page) => page.getByRole('button', { name: 'Save still' });
const saveClip = (page: Page) => page.getByRole('button', { name: 'Save clip' });

const canvasPng = sceneCanvasPng;

/** Mean channel difference of two same-size RGBA images. */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    count += 3;
  }
  return sum / count;
}

test.describe('Save still', () => {
  test('downloads the canvas at the current t, at its backing size, pixel for pixel', async ({ page }) => {
    await openDebugDemo(page);
    await seek(page, 9300);
    const shown = await canvasPng(page);
    const backing = await sceneCanvasSize(page);
    const [download] = await Promise.all([page.waitForEvent('download'), saveStill(page).click()]);
    expect(download.suggestedFilename()).toBe('amplify-demo-9300ms.png');
    const still = readFileSync((await download.path())!);
    const { width, height } = decodePng(still);
    expect({ width, height }).toEqual(backing);
    expect(differingPixels(still, shown), 'pixels that differ from the canvas after seek(9300)').toBe(0);
    expect(await demoTime(page), 'the clock stays where it was').toBe(9300);
    await expect(page.getByText('Saved amplify-demo-9300ms.png')).toBeVisible();
  });
});

test.describe('preview', () => {
  /** The preview's picture, scaled to `size`, as RGBA bytes. */
  const previewPixels = (page: Page, size: { width: number; height: number }) =>
    page
      .getByTestId('timeline-preview')
      .locator('canvas')
      .evaluate((c: HTMLCanvasElement, { width, height }) => {
        const out = new OffscreenCanvas(width, height).getContext('2d')!;
        out.imageSmoothingQuality = 'high';
        out.drawImage(c, 0, 0, width, height);
        return [...out.getImageData(0, 0, width, height).data];
      }, size);

  /** The live canvas at t (after a seek), scaled to `size` the same way. */
  const canvasPixelsAt = async (page: Page, t: number, size: { width: number; height: number }) => {
    await seek(page, t);
    return sceneCanvasScaled(page, size);
  };

  test('hovering the Timeline shows the scene at the hovered t, named by its time, and moves nothing', async ({
    page,
  }) => {
    const { y, preview } = await pointAtTimeline(page);
    const before = await canvasPng(page);
    await expect(preview).toBeHidden();

    const x9300 = await trackX(page, 9300);
    await page.mouse.move(x9300, y);
    await expect(preview).toHaveAccessibleName('Preview at 9.3 s');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('9.3 s');
    // Centred over the pointer, its bottom just above the track.
    const placed = (await preview.boundingBox())!;
    const trackTop = (await page.getByRole('slider', { name: 'Timeline' }).boundingBox())!.y;
    expect(Math.abs(placed.x + placed.width / 2 - x9300), 'centred on the pointer').toBeLessThan(1);
    expect(placed.y + placed.height, 'above the track').toBeLessThanOrEqual(trackTop);
    expect(placed.y + placed.height, 'just above it and the loop flags').toBeGreaterThan(trackTop - 60);
    const picture = page.getByTestId('timeline-preview').locator('canvas');
    // Drawn off-screen and read back without stalling the page: it arrives a frame or two later. The
    // pointer stands on a pixel, so its t is the named one's tenth of a second, 9250 to 9349 ms for 9.3 s.
    const pictureAt = async () => Number(await picture.getAttribute('data-t'));
    await expect.poll(pictureAt).toBeGreaterThanOrEqual(9250);
    expect(await pictureAt()).toBeLessThan(9350);
    const size = { width: 96, height: 58 };
    const at9300 = await previewPixels(page, size);

    await page.mouse.move(await trackX(page, 13_000), y);
    await expect(preview).toHaveAccessibleName('Preview at 13.0 s');
    await expect.poll(pictureAt).toBeGreaterThanOrEqual(12950);
    expect(await pictureAt()).toBeLessThan(13050);
    const at13000 = await previewPixels(page, size);
    expect(meanDifference(new Uint8Array(at9300), new Uint8Array(at13000)), 'two times, two pictures').toBeGreaterThan(
      3,
    );
    // The clock and the canvas stayed at 4000 while the pointer swept the track.
    expect(await demoTime(page)).toBe(4000);
    expect(differingPixels(await canvasPng(page), before), 'the live canvas is untouched').toBe(0);

    await page.mouse.move(0, 0);
    await expect(preview).toBeHidden();
    // Each picture is the scene at its t: like the canvas after seek(t), scaled down.
    const seen9300 = await canvasPixelsAt(page, 9300, size);
    const seen13000 = await canvasPixelsAt(page, 13_000, size);
    const near = (preview: number[], shown: number[]) => meanDifference(new Uint8Array(preview), new Uint8Array(shown));
    for (const [t, preview, own, other] of [
      [9300, at9300, seen9300, seen13000],
      [13_000, at13000, seen13000, seen9300],
    ] as const) {
      // Scaled down the same way, they differ by a few levels where the preview drew small text itself.
      expect(near(preview, own), `preview at ${t} against the canvas at ${t}`).toBeLessThan(4);
      expect(near(preview, own), `preview at ${t}: closer to its own moment than to the other`).toBeLessThan(
        near(preview, other) / 2,
      );
    }
  });
  test('pressed and dragged, the mouse scrubs the canvas with no preview over it; released, the preview is back', async ({
    page,
  }) => {
    const { y, preview } = await pointAtTimeline(page);
    await page.mouse.move(await trackX(page, 6000), y);
    await expect(preview).toHaveAccessibleName('Preview at 6.0 s');

    await page.mouse.down();
    await expect(preview).toBeHidden();
    await page.mouse.move(await trackX(page, 9300), y, { steps: 4 });
    await expect.poll(() => demoTime(page)).toBeGreaterThan(8000);
    await expect(preview).toBeHidden();

    await page.mouse.up();
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAccessibleName(/^Preview at 9\.\d s$/);
  });
});

test.describe('preview with a finger at 390 px', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap seeks, a drag scrubs; a finger held still previews the moment under it and lifts without moving the clock', async ({
    page,
  }) => {
    await page.clock.install();
    const { y, preview } = await pointAtTimeline(page);
    // Time moves only when the test says: a hold is TOUCH_HOLD_MS of the page's clock, not of a busy machine's.
    await stopTime(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    // The clock's t, to the tenth of a second the Timeline's pixel under the finger stands for.
    const shownTime = async () => Math.round((await demoTime(page)) / 100) * 100;

    // A tap seeks where it lands, and shows no preview.
    await touch('touchStart', await trackX(page, 9300));
    await touch('touchEnd');
    await page.clock.runFor(TOUCH_HOLD_MS + 100);
    expect(await shownTime()).toBe(9300);
    await expect(preview).toBeHidden();

    // A drag scrubs as it goes.
    await touch('touchStart', await trackX(page, 6000));
    await touch('touchMove', await trackX(page, 7000));
    expect(await shownTime()).toBe(7000);
    await touch('touchMove', await trackX(page, 8000));
    expect(await shownTime()).toBe(8000);
    await touch('touchEnd');
    await page.clock.runFor(TOUCH_HOLD_MS + 100);
    await expect(preview).toBeHidden();
    const held = await demoTime(page);

    // Held still: nothing until the hold is long enough, then the preview of the moment under the finger.
    await touch('touchStart', await trackX(page, 13_000));
    await page.clock.runFor(TOUCH_HOLD_MS - 50);
    await expect(preview).toBeHidden();
    await page.clock.runFor(100);
    await expect(preview).toHaveAccessibleName('Preview at 13.0 s');
    await expect(preview).toBeVisible();
    // It follows the finger as it slides, and the clock stays.
    await touch('touchMove', await trackX(page, 2000));
    await page.clock.runFor(50);
    await expect(preview).toHaveAccessibleName('Preview at 2.0 s');
    expect(await demoTime(page), 'the clock stays while the finger holds').toBe(held);
    // Lifted: the preview goes and the clock is where it was.
    await touch('touchEnd');
    await page.clock.runFor(50);
    await expect(preview).toBeHidden();
    expect(await demoTime(page), 'lifting a held finger seeks nowhere').toBe(held);
  });
});

test.describe('Save clip', () => {
  test('renders the loop range at the current speed into a WebM of the right length and pictures', async ({ page }) => {
    test.setTimeout(120_000);
    await openDebugDemo(page, { query: '&t=4000&in=8000&out=8600&speed=2' });
    await expect.poll(() => demoTime(page)).toBe(4000);
    const before = await canvasPng(page);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      saveClip(page).click(),
      expect(page.getByRole('progressbar', { name: 'Rendering clip' })).toBeVisible(),
    ]);
    expect(download.suggestedFilename()).toBe('amplify-demo-8000-8600ms.webm');
    await expect(page.getByRole('progressbar', { name: 'Rendering clip' })).toHaveCount(0);
    expect(await demoTime(page), 'the clock stays where it was').toBe(4000);
    expect(differingPixels(await canvasPng(page), before), 'the live canvas is untouched').toBe(0);
    // The canvas at the clip's first and middle moments (150 ms into the clip is t = 8000 + 150 · 2,
    // frame 9), and at another moment.
    const shownAt = new Map<number, Uint8Array>();
    for (const t of [8000, 8300, 12_000]) {
      await seek(page, t);
      shownAt.set(t, decodePng(await canvasPng(page)).data);
    }

    // Played in a <video>: its length, and its first and middle frames against the canvas at those t.
    const webm = readFileSync((await download.path())!).toString('base64');
    const { width, height } = await sceneCanvasSize(page);
    // On a blank page: the site's policy lets media load only from its own origin, not from blobs.
    const blank = await page.context().newPage();
    const frameAt = (seconds: number) =>
      blank.evaluate(
        async ({ webm, seconds, width, height }) => {
          const bytes = Uint8Array.from(atob(webm), (ch) => ch.charCodeAt(0));
          const video = document.createElement('video');
          video.muted = true;
          // On the page, where its frames are shown: what it draws is the frame its frame callback
          // says was shown, which `loadeddata` and `seeked` alone do not promise on a busy machine.
          document.body.append(video);
          const nextShown = () =>
            new Promise<number>((resolve) => video.requestVideoFrameCallback((_, frame) => resolve(frame.mediaTime)));
          let shown = nextShown();
          video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
          await new Promise((resolve, reject) => {
            video.onloadeddata = resolve;
            video.onerror = () => reject(new Error('the clip does not play'));
          });
          let shownAt = await shown;
          if (seconds > 0) {
            shown = nextShown();
            video.currentTime = seconds;
            shownAt = await shown;
          }
          const out = document.createElement('canvas');
          [out.width, out.height] = [width, height];
          out.getContext('2d')!.drawImage(video, 0, 0, width, height);
          // As a PNG: the bytes as a JSON array of numbers took seconds per frame to come back.
          video.remove();
          return {
            shownAt,
            duration: video.duration,
            size: [video.videoWidth, video.videoHeight],
            png: out.toDataURL('image/png'),
          };
        },
        { webm, seconds, width, height },
      );
    const first = await frameAt(0);
    expect(first.shownAt, 'the first frame shown').toBe(0);
    // (8600 - 8000) / 2 = 300 ms, within a frame.
    expect(Math.abs(first.duration - 0.3), `duration ${first.duration} s`).toBeLessThanOrEqual(1 / 60);
    expect(first.size).toEqual([width, height]);
    const middle = await frameAt(9 / 60 + 0.001);
    expect(Math.abs(middle.shownAt - 9 / 60), `the middle frame shown at ${middle.shownAt} s`).toBeLessThan(1 / 120);
    const pixelsOf = (frame: { png: string }) => decodePng(Buffer.from(frame.png.split(',')[1]!, 'base64')).data;
    await blank.close();
    for (const [what, frame, t] of [
      ['first', first, 8000],
      ['middle', middle, 8300],
    ] as const)
      expect(meanDifference(pixelsOf(frame), shownAt.get(t)!), `${what} frame against the canvas at ${t}`).toBeLessThan(
        4,
      );
    // And it is not a picture of just any moment.
    expect(meanDifference(pixelsOf(middle), shownAt.get(12_000)!)).toBeGreaterThan(4);
  });

  test('Cancel stops the rendering and leaves no download', async ({ page }) => {
    await openDebugDemo(page, { query: '&t=4000' });
    let downloads = 0;
    page.on('download', () => downloads++);
    await saveClip(page).click();
    const bar = page.getByRole('progressbar', { name: 'Rendering clip' });
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Clip cancelled.')).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(saveClip(page)).toBeEnabled();
    expect(downloads).toBe(0);
  });

  test('without WebCodecs the button is disabled and says why', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { VideoEncoder?: unknown }).VideoEncoder;
    });
    await openDebugDemo(page);
    await expect(saveClip(page)).toBeDisabled();
    await expect(saveClip(page)).toHaveAccessibleDescription(
      'Saving clips needs WebCodecs, which this browser does not have.',
    );
    await expect(saveStill(page)).toBeEnabled();
  });
});
