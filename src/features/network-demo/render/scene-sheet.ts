// The scene's geometry for one stage size and every image it draws, painted into one sheet, where
// the scene runs: in its worker, so that a phone's main thread never spends the time measuring
// text, placing bubbles and painting takes (a quarter of a second at a phone's speed), or on the
// page where the scene runs there.
import { CENTRAL_POST } from '../content/central-post';
import { DEMO_SCHEDULE } from '../playback/demo-schedule';
import { DEMO_TWEETS } from '../content/demo-tweets';
import type { Point, Rect } from '../layout/geometry';
import { buildSceneGeometry, type SceneGeometry } from '../layout/scene-geometry';
import type { MeasureText } from '../layout/text-wrap';
import { atlasCells } from './atlas-grid';
import { cssFont } from './canvas-paint';
import { atlasPainter, sceneImages } from './scene-images';
import { SCENE_SETTINGS } from './scene-settings';
import { shelfPack } from './shelf-pack';

/** A canvas either side of a worker's boundary can paint on. */
type SheetCanvas = OffscreenCanvas | HTMLCanvasElement;
type Paint2D = CanvasRenderingContext2D;

export interface SheetRequest {
  /** The stage, in CSS px. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel the sheet is painted at. */
  resolution: number;
  /** The avatar and emoji atlas; null when it failed to load or decode (the scene paints initials). */
  avatars: ImageBitmap | null;
}

/** Where one image lies on the sheet (CSS px) and where its anchor is, as a fraction of it. */
interface SheetImage {
  key: string;
  frame: Rect;
  anchor: Point;
}

interface SceneSheet {
  geometry: SceneGeometry;
  resolution: number;
  images: SheetImage[];
}

/** A sheet ready to draw from: its layout and images, and the painted picture (a worker's bitmap, or a canvas). */
export interface PreparedScene extends SceneSheet {
  source: ImageBitmap | HTMLCanvasElement;
}

const { width: SHEET_WIDTH, gap: GAP } = SCENE_SETTINGS.sheet;
const CELLS = atlasCells();
const TEXTS = { post: CENTRAL_POST.text, tweets: DEMO_TWEETS };

const context = (canvas: SheetCanvas) => canvas.getContext('2d') as Paint2D | null;

/** Measures text as the sheet paints it, on a canvas of `makeCanvas`'s. */
function measurer(makeCanvas: (width: number, height: number) => SheetCanvas): MeasureText {
  const measuring = context(makeCanvas(1, 1))!;
  return (text, font) => {
    measuring.font = cssFont(font);
    return measuring.measureText(text).width;
  };
}

/** Lays the scene out for the request's stage and paints its images into a canvas of `makeCanvas`'s. */
function paintSceneSheet(
  { width, height, resolution, avatars }: SheetRequest,
  makeCanvas: (width: number, height: number) => SheetCanvas,
): SceneSheet & { canvas: SheetCanvas } {
  const geometry = buildSceneGeometry(DEMO_SCHEDULE, width, height, TEXTS, measurer(makeCanvas));
  const specs = sceneImages(geometry, DEMO_SCHEDULE.nodes, atlasPainter(avatars, CELLS));
  const sizes = specs.map((spec) => ({ width: Math.ceil(spec.width), height: Math.ceil(spec.height) }));
  const { positions, height: sheetHeight } = shelfPack(sizes, SHEET_WIDTH, GAP);
  const canvas = makeCanvas(Math.ceil(SHEET_WIDTH * resolution), Math.ceil(sheetHeight * resolution));
  const ctx = context(canvas)!;
  const images = specs.map((spec, i) => {
    const { x, y } = positions[i]!;
    ctx.save();
    ctx.scale(resolution, resolution);
    ctx.translate(x + spec.anchor.x, y + spec.anchor.y);
    spec.paint(ctx);
    ctx.restore();
    const inset = spec.insetX ?? 0;
    const frameWidth = sizes[i]!.width - 2 * inset;
    return {
      key: spec.key,
      frame: { x: x + inset, y, width: frameWidth, height: sizes[i]!.height },
      anchor: { x: (spec.anchor.x - inset) / frameWidth, y: spec.anchor.y / sizes[i]!.height },
    };
  });
  return { geometry, resolution, images, canvas };
}

const pageCanvas = (width: number, height: number) =>
  Object.assign(document.createElement('canvas'), { width, height });

/**
 * The sheet for a stage, painted where this runs (the scene's font must be in). On the page it stays a
 * canvas of the page's, which WebGL uploads alike in every engine: WebKit (WebKitGTK 2.50) uploads no
 * bitmap a worker painted past 64 px a side (INVALID_VALUE: every sprite samples opaque black), and
 * premultiplies a bitmap's colours twice (a glow at 10% alpha vanishes). In a worker it moves to the
 * renderer as a bitmap, without a copy.
 */
export async function prepareSheet(request: SheetRequest): Promise<PreparedScene> {
  if (typeof document !== 'undefined') {
    const { canvas, ...sheet } = paintSceneSheet(request, pageCanvas);
    return { ...sheet, source: canvas as HTMLCanvasElement };
  }
  const { canvas, ...sheet } = paintSceneSheet(request, (width, height) => new OffscreenCanvas(width, height));
  return { ...sheet, source: (canvas as OffscreenCanvas).transferToImageBitmap() };
}
