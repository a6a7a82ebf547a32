import type { Page } from '@playwright/test';

/** Makes every 2D canvas read back pixels of one colour: what this device draws emoji in, as the page finds out. */
export const drawEmojiIn = (page: Page, rgb: [number, number, number]) =>
  page.addInitScript((colour) => {
    const read = CanvasRenderingContext2D.prototype.getImageData;
    CanvasRenderingContext2D.prototype.getImageData = function (...args: Parameters<typeof read>) {
      const image = read.apply(this, args);
      for (let i = 0; i < image.data.length; i += 4) image.data.set([...colour, 255], i);
      return image;
    };
  }, rgb);

/** What a colour emoji font draws, and what a device without one would: a grey box. */
export const IN_COLOUR: [number, number, number] = [255, 193, 7];
export const AS_A_BOX: [number, number, number] = [128, 128, 128];
