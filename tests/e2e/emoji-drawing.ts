import { expect, type Page } from '@playwright/test';

/** Makes every 2D canvas read back pixels of one colour, in the page and in its emoji probe's worker: what this device draws emoji in, as the page finds out. */
export async function drawEmojiIn(page: Page, rgb: [number, number, number]) {
  const readBackIn = (colour: [number, number, number]) => {
    const scope = globalThis as unknown as Record<
      string,
      { prototype: { getImageData: (...args: never[]) => ImageData } } | undefined
    >;
    for (const name of ['CanvasRenderingContext2D', 'OffscreenCanvasRenderingContext2D']) {
      const proto = scope[name]?.prototype;
      if (!proto) continue;
      const read = proto.getImageData;
      proto.getImageData = function (this: unknown, ...args: never[]) {
        const image = read.apply(this, args);
        for (let i = 0; i < image.data.length; i += 4) image.data.set([...colour, 255], i);
        return image;
      };
    }
  };
  await page.addInitScript(readBackIn, rgb);
  // Every answer a worker gives the page, kept where emojiAnswers reads them.
  await page.addInitScript(() => {
    const answers: unknown[] = [];
    (window as unknown as { __emojiAnswers: unknown[] }).__emojiAnswers = answers;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', ({ data }) => answers.push(data));
      }
    };
  });
  const prelude = `(${readBackIn.toString()})(${JSON.stringify(rgb)});\n`;
  await page.route(/\/emoji-probe\.worker-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body: prelude + (await response.text()) });
  });
}

/**
 * Waits until the page's worker has answered for every one of `emoji` that it draws them in colour,
 * and the page has drawn a frame since: until then the page shows each emoji as written, so a test
 * that the emoji are shown must wait for this, or it passes before the answer it tests.
 */
export async function untilAnsweredInColour(page: Page, emoji: readonly string[]) {
  await expect
    .poll(() =>
      page.evaluate(
        (asked) =>
          asked.every((one) =>
            (window as unknown as { __emojiAnswers: { emoji: string; inColour: boolean }[] }).__emojiAnswers.some(
              (answer) => answer.emoji === one && answer.inColour,
            ),
          ),
        emoji,
      ),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** What a colour emoji font draws, and what a device without one would: a grey box. */
export const IN_COLOUR: [number, number, number] = [255, 193, 7];
export const AS_A_BOX: [number, number, number] = [128, 128, 128];
