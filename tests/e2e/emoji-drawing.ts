import type { Page } from '@playwright/test';

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
  const prelude = `(${readBackIn.toString()})(${JSON.stringify(rgb)});\n`;
  await page.route(/\/emoji-probe\.worker-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body: prelude + (await response.text()) });
  });
}

/** What a colour emoji font draws, and what a device without one would: a grey box. */
export const IN_COLOUR: [number, number, number] = [255, 193, 7];
export const AS_A_BOX: [number, number, number] = [128, 128, 128];
