// Breaking text into lines that fit a width, with a measuring function passed in (the canvas's own
// in the page, a table of the font's advance widths in tests).

export interface Font {
  size: number;
  weight: 400 | 600 | 700;
}

/** The width of `text` in CSS px, set in the scene's font at `font`. */
export type MeasureText = (text: string, font: Font) => number;

/** The words of `text`, as every line break sees them. */
export const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Words of `text` in lines no wider than `width`, at most `maxLines` of them; when the text does
 * not fit, the last line ends in an ellipsis. A word wider than the line is cut.
 */
export function wrapText(text: string, width: number, maxLines: number, font: Font, measure: MeasureText): string[] {
  const fits = (line: string) => measure(line, font) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of words(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (lines.length === maxLines) return withEllipsis(lines, width, font, measure);
    while (!fits(line)) line = line.slice(0, -1);
  }
  if (line) lines.push(line);
  return lines.length > maxLines ? withEllipsis(lines.slice(0, maxLines), width, font, measure) : lines;
}

/** `text` on one line no wider than `width`: whole where it fits, else cut and ended in an ellipsis. */
export function fitLine(text: string, width: number, font: Font, measure: MeasureText): string {
  return measure(text, font) <= width ? text : withEllipsis([text], width, font, measure)[0]!;
}

/** Ends the last line in an ellipsis that fits, dropping whole words (or letters) to make room. */
function withEllipsis(lines: string[], width: number, font: Font, measure: MeasureText): string[] {
  let last = lines.at(-1)!.replace(/[\s.,;:!?]+$/, '');
  while (last && measure(`${last}…`, font) > width) {
    const space = last.lastIndexOf(' ');
    last = (space > 0 ? last.slice(0, space) : last.slice(0, -1)).replace(/[\s.,;:!?]+$/, '');
  }
  return [...lines.slice(0, -1), `${last}…`];
}
