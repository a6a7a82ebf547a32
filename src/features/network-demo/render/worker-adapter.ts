// What Pixi asks of its environment, answered in a worker: canvases are OffscreenCanvases. Pixi's
// own WebWorkerAdapter brings an XML parser for bitmap fonts, which the scene does not draw.
import { DOMAdapter, type Adapter } from 'pixi.js';

const WORKER_ADAPTER: Adapter = {
  createCanvas: (width, height) => new OffscreenCanvas(width ?? 0, height ?? 0),
  createImage: () => {
    throw new Error('The scene worker loads no images: its pictures come painted.');
  },
  getCanvasRenderingContext2D: () => OffscreenCanvasRenderingContext2D,
  getWebGLRenderingContext: () => WebGLRenderingContext,
  getNavigator: () => navigator as unknown as ReturnType<Adapter['getNavigator']>,
  getBaseUrl: () => location.href,
  getFontFaceSet: () => (globalThis as { fonts?: FontFaceSet }).fonts ?? null,
  fetch: (url, options) => fetch(url, options),
  parseXML: () => {
    throw new Error('The scene worker parses no XML.');
  },
};

/** Tells Pixi it runs in a worker. */
export const adaptPixiToWorker = () => DOMAdapter.set(WORKER_ADAPTER);
