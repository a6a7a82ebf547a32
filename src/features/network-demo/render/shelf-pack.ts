// Packs rectangles into rows ("shelves") of a sheet of fixed width: simple, and tight enough for a
// few dozen images of similar heights.

export interface Packed {
  x: number;
  y: number;
}

/** Positions for each size, in order, on a sheet `width` wide with `gap` around each; and the sheet's height. */
export function shelfPack(
  sizes: readonly { width: number; height: number }[],
  width: number,
  gap: number,
): { positions: Packed[]; height: number } {
  const order = sizes.map((_, i) => i).sort((a, b) => sizes[b]!.height - sizes[a]!.height);
  const positions: Packed[] = new Array(sizes.length);
  let x = gap;
  let y = gap;
  let shelf = 0;
  for (const i of order) {
    const size = sizes[i]!;
    if (size.width + 2 * gap > width)
      throw new Error(`An image ${size.width} px wide does not fit a ${width} px sheet`);
    if (x + size.width + gap > width) {
      x = gap;
      y += shelf + gap;
      shelf = 0;
    }
    positions[i] = { x, y };
    x += size.width + gap;
    shelf = Math.max(shelf, size.height);
  }
  return { positions, height: y + shelf + gap };
}
