// Which section of the whitepaper is being read, from where the sections stand in the window.
// Pure: imports nothing.

/**
 * Which of the sections (their tops, in order, in CSS px from the window's top) is being read: the
 * last whose top has passed the reading line, halfway down the window below the header; at the
 * page's end, the last that has come into view, however short. The first until any has.
 */
export function sectionBeingRead(
  tops: readonly number[],
  { headerBottom, windowHeight, atEnd }: { headerBottom: number; windowHeight: number; atEnd: boolean },
): number {
  const line = atEnd ? windowHeight : headerBottom + (windowHeight - headerBottom) / 2;
  let reading = 0;
  tops.forEach((top, index) => {
    if (top <= line) reading = index;
  });
  return reading;
}
