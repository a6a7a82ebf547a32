// Every image the scene draws, painted once with Canvas 2D for a stage size: the post's card, each
// node (glow, avatar, ring, followers), badges, rings, line strokes and each bubble with its text.
// The scene then only moves, scales and fades these, all from one texture.
import { type DemoNode, type Layer, LAYERS } from '../content/demo-nodes';
import { EMOTION_EMOJI, type Emotion } from '../content/emotions';
import { CENTRAL_POST } from '../content/central-post';
import { emojiCellName, type AtlasCell } from './atlas-grid';
import { bubbleBodyOffset } from '../layout/element-offsets';
import {
  BUBBLE_GLOW_REACH,
  HIGHLIGHT_REACH,
  IMAGE_MARGIN,
  LINE_HEAD_RADIUS,
  LINE_GLOW_HALF_WIDTH,
  LINE_STRIP,
  NODE_GLOW_RINGS,
  POST_GLOW_REACH,
  PULSE,
} from '../layout/image-reach';
import type { Point, Rect } from '../layout/geometry';
import type { NodeGeometry, SceneGeometry } from '../layout/scene-geometry';
import { bubbleFonts } from '../layout/stage-layout';
import { initialsOf } from '../../../lib/format';
import { cssFont, fillCircle, rgba, roundRect, strokeCircle, writeText } from './canvas-paint';
import {
  ACCENT,
  ACCENT_2,
  discColor,
  GOLD,
  LAYER_COLOR,
  STAGE_CARD,
  STAGE_CARD_RAISED,
  TEXT,
  TEXT_MUTED,
  VERIFIED,
} from './palette';

/** One image: its size, and where its anchor (the point the scene positions) sits inside it. */
export interface ImageSpec {
  key: string;
  width: number;
  height: number;
  anchor: Point;
  /**
   * Painted pixels on the left and right that the texture leaves out: an image stretched sideways
   * then samples its own colour at its ends, not the sheet's empty gap.
   */
  insetX?: number;
  /** Paints the image with the origin at its anchor. */
  paint(ctx: CanvasRenderingContext2D): void;
}

/** Draws an avatar cell of the loaded atlas, or nothing when the atlas failed. */
export type PaintAvatar = (ctx: CanvasRenderingContext2D, cell: string, x: number, y: number, size: number) => boolean;

/** Paints a node's avatar from the atlas, or its initials on a coloured disc when the atlas failed. */
function paintAvatar(ctx: CanvasRenderingContext2D, paint: PaintAvatar, cell: string, name: string, r: number) {
  if (paint(ctx, cell, -r, -r, 2 * r)) return;
  fillCircle(ctx, 0, 0, r, rgba(discColor(name)));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = cssFont({ size: Math.round(r * 0.78), weight: 700 });
  ctx.fillStyle = rgba(TEXT);
  ctx.fillText(initialsOf(name), 0, 1);
  ctx.textAlign = 'left';
}

/** The soft glow around every node of a layer (under the celebrity highlight, as the avatar is over it). */
function glowImage(geometry: SceneGeometry, layer: Layer): ImageSpec {
  const reach = geometry.layout.nodeRadius + NODE_GLOW_RINGS[0][0];
  return {
    key: `glow:${layer}`,
    width: 2 * reach,
    height: 2 * reach,
    anchor: { x: reach, y: reach },
    paint(ctx) {
      for (const [extra, alpha] of NODE_GLOW_RINGS)
        fillCircle(ctx, 0, 0, geometry.layout.nodeRadius + extra, rgba(LAYER_COLOR[layer], alpha));
    },
  };
}

function nodeImage(geometry: SceneGeometry, node: DemoNode, at: NodeGeometry, paint: PaintAvatar): ImageSpec {
  const { nodeRadius: r, followersSize } = geometry.layout;
  const color = LAYER_COLOR[node.layer];
  const reach = r + 2;
  const { label, avatar } = at;
  // The image holds the avatar and the followers count, which sits under it, moved aside where a line
  // would run through it (scene-geometry.ts).
  const left = label ? Math.max(reach, avatar.x - label.x + 1) : reach;
  const right = label ? Math.max(reach, label.x + label.width - avatar.x + 1) : reach;
  const below = label ? label.y + label.height - avatar.y : reach;
  return {
    key: `node:${node.id}`,
    width: left + right,
    height: reach + Math.max(reach, below) + 1,
    anchor: { x: left, y: reach },
    paint(ctx) {
      paintAvatar(ctx, paint, node.avatar, node.name, r);
      strokeCircle(ctx, 0, 0, r + 1, 2, rgba(color, 0.95));
      if (label) {
        ctx.textAlign = 'center';
        writeText(
          ctx,
          node.followers,
          label.x + label.width / 2 - avatar.x,
          label.y - avatar.y,
          { size: followersSize, weight: 600 },
          rgba(TEXT_MUTED),
        );
        ctx.textAlign = 'left';
      }
    },
  };
}

function badgeImage(geometry: SceneGeometry, emotion: Emotion, paint: PaintAvatar): ImageSpec {
  const size = geometry.layout.emojiSize;
  const radius = size / 2 + 2;
  return {
    key: `badge:${emotion}`,
    width: 2 * radius + 2,
    height: 2 * radius + 2,
    anchor: { x: radius + 1, y: radius + 1 },
    paint(ctx) {
      fillCircle(ctx, 0, 0, radius, rgba(STAGE_CARD, 0.92));
      if (paint(ctx, emojiCellName(emotion), -size / 2, -size / 2, size)) return;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = `${Math.round(size * 0.8)}px sans-serif`;
      ctx.fillText(EMOTION_EMOJI[emotion], 0, 1);
      ctx.textAlign = 'left';
    },
  };
}

function ringImages(geometry: SceneGeometry): ImageSpec[] {
  const r = geometry.layout.nodeRadius;
  const outer = r + HIGHLIGHT_REACH;
  return [
    {
      key: 'highlight',
      width: 2 * (outer + IMAGE_MARGIN),
      height: 2 * (outer + IMAGE_MARGIN),
      anchor: { x: outer + IMAGE_MARGIN, y: outer + IMAGE_MARGIN },
      paint(ctx) {
        fillCircle(ctx, 0, 0, outer, rgba(GOLD, 0.1));
        fillCircle(ctx, 0, 0, r + 7, rgba(GOLD, 0.16));
        strokeCircle(ctx, 0, 0, r + 3, 3, rgba(GOLD));
      },
    },
    {
      key: 'pulse',
      width: 2 * (r + PULSE.reach),
      height: 2 * (r + PULSE.reach),
      anchor: { x: r + PULSE.reach, y: r + PULSE.reach },
      paint: (ctx) => strokeCircle(ctx, 0, 0, r + 4, 2, rgba(GOLD)),
    },
  ];
}

function lineImages(): ImageSpec[] {
  const half = LINE_STRIP.height / 2;
  const extra = 2;
  const strip: ImageSpec = {
    key: 'line',
    width: LINE_STRIP.length + 2 * extra,
    height: LINE_STRIP.height,
    anchor: { x: extra, y: half },
    insetX: extra,
    // White, so that one strip serves every layer, tinted.
    paint(ctx) {
      ctx.fillStyle = 'rgb(255 255 255 / 0.1)';
      ctx.fillRect(-extra, -LINE_GLOW_HALF_WIDTH, LINE_STRIP.length + 2 * extra, 2 * LINE_GLOW_HALF_WIDTH);
      ctx.fillStyle = 'rgb(255 255 255 / 0.9)';
      ctx.fillRect(-extra, -0.875, LINE_STRIP.length + 2 * extra, 1.75);
    },
  };
  const heads = LAYERS.map((layer): ImageSpec => ({
    key: `head:${layer}`,
    width: 2 * (LINE_HEAD_RADIUS + IMAGE_MARGIN),
    height: 2 * (LINE_HEAD_RADIUS + IMAGE_MARGIN),
    anchor: { x: LINE_HEAD_RADIUS + IMAGE_MARGIN, y: LINE_HEAD_RADIUS + IMAGE_MARGIN },
    paint(ctx) {
      fillCircle(ctx, 0, 0, LINE_HEAD_RADIUS, rgba(LAYER_COLOR[layer], 0.18));
      fillCircle(ctx, 0, 0, 3, 'rgb(255 255 255 / 0.95)');
    },
  }));
  return [strip, ...heads];
}

const BUBBLE_RADIUS = 10;

/**
 * The bubble's tail: a triangle from inside the box, at the edge nearest the tip, to the tip (the
 * image's origin), outlined as the box is where it stands outside it (a long tail would otherwise read
 * as a dark spike).
 */
function paintTail(ctx: CanvasRenderingContext2D, box: Rect, fill: string, outline: string) {
  const anchor = {
    x: Math.min(Math.max(0, box.x + 12), box.x + box.width - 12),
    y: Math.min(Math.max(0, box.y + 12), box.y + box.height - 12),
  };
  const length = Math.hypot(anchor.x, anchor.y) || 1;
  const dir = { x: -anchor.x / length, y: -anchor.y / length };
  const side = (sign: number) => ({ x: anchor.x + sign * dir.y * 6, y: anchor.y - sign * dir.x * 6 });
  const [a, b] = [side(-1), side(1)];
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.lineTo(0, 0);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  // Each side stroked from where it leaves the box (its start lies inside) to the tip, joining the box's outline.
  ctx.beginPath();
  for (const start of [a, b]) {
    const exit = leavesBox(start, box);
    ctx.moveTo(exit.x, exit.y);
    ctx.lineTo(0, 0);
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = outline;
  ctx.stroke();
}

/** Where the segment from `start`, inside `box`, to the tip at the origin crosses the box's edge. */
function leavesBox(start: Point, box: Rect): Point {
  const along = (from: number, to: number, low: number, high: number) =>
    to > from ? (high - from) / (to - from) : to < from ? (low - from) / (to - from) : Infinity;
  const share = Math.min(along(start.x, 0, box.x, box.x + box.width), along(start.y, 0, box.y, box.y + box.height), 1);
  return { x: start.x * (1 - share), y: start.y * (1 - share) };
}

function bubbleImage(geometry: SceneGeometry, node: DemoNode, at: NodeGeometry): ImageSpec | null {
  const bubble = at.bubble;
  if (!bubble) return null;
  const { padding, handleSize, fontSize, lineHeight } = geometry.layout.bubble;
  const fonts = bubbleFonts(geometry.layout.bubble);
  const { box, tip } = bubble;
  const color = LAYER_COLOR[node.layer];
  // The image spans the box, its glow and the tip; its anchor is the tip.
  const glow = BUBBLE_GLOW_REACH;
  const left = Math.min(box.x - glow, tip.x);
  const top = Math.min(box.y - glow, tip.y);
  const right = Math.max(box.x + box.width + glow, tip.x);
  const bottom = Math.max(box.y + box.height + glow, tip.y);
  const local = { ...box, x: box.x - tip.x, y: box.y - tip.y };
  return {
    key: `bubble:${node.id}`,
    width: right - left + 2 * IMAGE_MARGIN,
    height: bottom - top + 2 * IMAGE_MARGIN,
    anchor: { x: tip.x - left + IMAGE_MARGIN, y: tip.y - top + IMAGE_MARGIN },
    paint(ctx) {
      roundRect(
        ctx,
        local.x - glow,
        local.y - glow,
        local.width + 2 * glow,
        local.height + 2 * glow,
        BUBBLE_RADIUS + glow,
      );
      ctx.fillStyle = rgba(color, 0.1);
      ctx.fill();
      roundRect(ctx, local.x, local.y, local.width, local.height, BUBBLE_RADIUS);
      ctx.fillStyle = rgba(STAGE_CARD_RAISED, 0.97);
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = rgba(color, 0.55);
      ctx.stroke();
      paintTail(ctx, local, rgba(STAGE_CARD_RAISED, 0.97), rgba(color, 0.55));
      const x = local.x + padding;
      writeText(ctx, bubble.handle, x, local.y + padding, fonts.handle, rgba(ACCENT_2));
      const body = local.y + padding + bubbleBodyOffset(handleSize);
      bubble.lines.forEach((line, i) => {
        const y = body + i * lineHeight + (lineHeight - fontSize) / 2;
        writeText(ctx, line, x, y, fonts.body, rgba(TEXT));
      });
    },
  };
}

function postImage(geometry: SceneGeometry, paint: PaintAvatar): ImageSpec {
  const { width, height, lines } = geometry.post;
  const { padding, avatar, nameSize, textSize, lineHeight } = geometry.layout.card;
  const spread = POST_GLOW_REACH;
  const textX = padding + avatar + padding * 0.7;
  const badge = nameSize * 0.5;
  return {
    key: 'post',
    width: width + 2 * spread,
    height: height + 2 * spread,
    anchor: { x: spread + width / 2, y: spread + height / 2 },
    paint(ctx) {
      ctx.translate(-width / 2, -height / 2);
      for (const [grow, alpha] of [
        [POST_GLOW_REACH, 0.04],
        [14, 0.06],
        [7, 0.1],
      ] as const) {
        roundRect(ctx, -grow, -grow, width + grow * 2, height + grow * 2, 18 + grow);
        ctx.fillStyle = rgba(ACCENT, alpha);
        ctx.fill();
      }
      roundRect(ctx, 0, 0, width, height, 18);
      ctx.fillStyle = rgba(STAGE_CARD);
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = rgba(ACCENT, 0.6);
      ctx.stroke();
      ctx.save();
      ctx.translate(padding + avatar / 2, padding + avatar / 2);
      paintAvatar(ctx, paint, CENTRAL_POST.avatar, CENTRAL_POST.name, avatar / 2);
      ctx.restore();
      const nameFont = { size: nameSize, weight: 700 } as const;
      writeText(ctx, CENTRAL_POST.name, textX, padding + avatar * 0.04, nameFont, rgba(TEXT));
      const nameWidth = ctx.measureText(CENTRAL_POST.name).width;
      const bx = textX + nameWidth + badge + 5;
      const by = padding + avatar * 0.04 + nameSize * 0.62;
      fillCircle(ctx, bx, by, badge, rgba(VERIFIED));
      ctx.beginPath();
      ctx.moveTo(bx - badge * 0.45, by);
      ctx.lineTo(bx - badge * 0.1, by + badge * 0.38);
      ctx.lineTo(bx + badge * 0.5, by - badge * 0.35);
      ctx.lineWidth = badge * 0.28;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#fff';
      ctx.stroke();
      const handleFont = { size: Math.round(nameSize * 0.78), weight: 400 } as const;
      writeText(ctx, `@${CENTRAL_POST.handle} · now`, textX, padding + avatar * 0.56, handleFont, rgba(TEXT_MUTED));
      const top = padding + avatar + padding * 0.7;
      lines.forEach((line, i) => {
        const y = top + i * lineHeight + (lineHeight - textSize) / 2;
        writeText(ctx, line, padding, y, { size: textSize, weight: 400 }, rgba(TEXT));
      });
    },
  };
}

/** Every image of the scene for one geometry. */
export function sceneImages(geometry: SceneGeometry, nodes: readonly DemoNode[], paint: PaintAvatar): ImageSpec[] {
  const emotions = [...new Set(nodes.map((node) => node.emotion))];
  return [
    postImage(geometry, paint),
    ...LAYERS.map((layer) => glowImage(geometry, layer)),
    ...nodes.map((node, i) => nodeImage(geometry, node, geometry.nodes[i]!, paint)),
    ...emotions.map((emotion) => badgeImage(geometry, emotion, paint)),
    ...ringImages(geometry),
    ...lineImages(),
    ...nodes.flatMap((node, i) => bubbleImage(geometry, node, geometry.nodes[i]!) ?? []),
  ];
}

/** Paints avatar cells from the loaded atlas image (null: none, the scene paints initials). */
export function atlasPainter(image: CanvasImageSource | null, cells: Record<string, AtlasCell>): PaintAvatar {
  return (ctx, cell, x, y, size) => {
    const f = cells[cell];
    if (!image || !f) return false;
    ctx.drawImage(image, f.x, f.y, f.w, f.h, x, y, size, size);
    return true;
  };
}
