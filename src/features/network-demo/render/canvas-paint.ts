// Small Canvas 2D helpers for drawing the scene's images in the scene's font and colours.
import type { Font } from '../layout/text-wrap';
import { SCENE_FONT_STACK } from './scene-font';

/** A palette colour (0xRRGGBB) as CSS, with an alpha. */
export function rgba(color: number, alpha = 1): string {
  return `rgb(${(color >> 16) & 255} ${(color >> 8) & 255} ${color & 255} / ${alpha})`;
}

export const cssFont = ({ size, weight }: Font) => `${weight} ${size}px ${SCENE_FONT_STACK}`;

export function fillCircle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, style: string): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = style;
  ctx.fill();
}

export function strokeCircle(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  width: number,
  style: string,
): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.lineWidth = width;
  ctx.strokeStyle = style;
  ctx.stroke();
}

export function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Writes `text` with its top at y (as Pixi's Text is placed), in `font` and `style`. */
export function writeText(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  font: Font,
  style: string,
) {
  ctx.font = cssFont(font);
  ctx.fillStyle = style;
  ctx.textBaseline = 'top';
  ctx.fillText(text, x, y);
}
