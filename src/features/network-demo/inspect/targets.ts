// What can be inspected on the stage now, where, and how the pointer and the arrow keys find it.
import { CENTRAL_POST_ID } from '../content/demo-nodes';
import type { Point } from '../layout/geometry';
import type { SceneGeometry } from '../layout/scene-geometry';
import type { Phase } from '../playback/schedule';

export interface Target {
  id: string;
  x: number;
  y: number;
  /** Half the size it is drawn at (the post: half its resting height). */
  r: number;
  /** The post's card is a rectangle; nodes are round. */
  halfWidth: number;
}

/** A finger needs a hit area of at least 44 × 44 CSS px, whatever size a node is drawn at. */
export const TOUCH_HIT_RADIUS = 22;

/** Whether `id` can be inspected in this state: the central post from phase 1, a node once revealed. */
export function isTarget(state: { phase: Phase; revealed: readonly string[] }, id: string): boolean {
  return id === CENTRAL_POST_ID ? state.phase > 0 : state.revealed.includes(id);
}

/** The post as a target: at its resting size, which it keeps from the end of its entrance. */
export function postTarget({ post, layout }: SceneGeometry): Target {
  return { id: CENTRAL_POST_ID, ...layout.centre, r: post.resting.height / 2, halfWidth: post.resting.width / 2 };
}

/** The central post from phase 1 and every revealed node, the post first, then in reveal order. */
export function currentTargets(geometry: SceneGeometry, phase: Phase, revealed: readonly string[]): Target[] {
  const targets: Target[] = [];
  const { layout } = geometry;
  if (isTarget({ phase, revealed }, CENTRAL_POST_ID)) targets.push(postTarget(geometry));
  const byId = new Map(geometry.nodes.map((node) => [node.id, node]));
  for (const id of revealed) {
    const node = byId.get(id);
    if (node)
      targets.push({ id, x: node.avatar.x, y: node.avatar.y, r: layout.nodeRadius, halfWidth: layout.nodeRadius });
  }
  return targets;
}

/** The target under `point`, its hit area at least `minRadius` around its centre; the nearest if several. */
export function targetAt(targets: readonly Target[], point: Point, minRadius = 0): Target | null {
  let best: Target | null = null;
  let bestDistance = Infinity;
  for (const target of targets) {
    const dx = Math.abs(point.x - target.x);
    const dy = Math.abs(point.y - target.y);
    const isPost = target.halfWidth !== target.r;
    const hit = isPost
      ? dx <= target.halfWidth && dy <= target.r
      : Math.hypot(dx, dy) <= Math.max(target.r + 2, minRadius);
    const distance = Math.hypot(dx, dy);
    if (hit && distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const VECTORS: Record<Direction, Point> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

/**
 * The target nearest `from` in `direction`: among those within 60° of it, the one closest, with a
 * sideways step counting double, so the arrow keys move the way the eye expects. Null if none.
 */
export function nextInDirection(targets: readonly Target[], from: Target, direction: Direction): Target | null {
  const v = VECTORS[direction];
  let best: Target | null = null;
  let bestCost = Infinity;
  for (const target of targets) {
    if (target.id === from.id) continue;
    const dx = target.x - from.x;
    const dy = target.y - from.y;
    const along = dx * v.x + dy * v.y;
    const across = Math.abs(dx * v.y - dy * v.x);
    if (along <= 0 || across > along * Math.tan(Math.PI / 3)) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) {
      best = target;
      bestCost = cost;
    }
  }
  return best;
}
