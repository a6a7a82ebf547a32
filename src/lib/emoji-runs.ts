// Where the emoji are in a text from the data: each one a pictograph drawn as an emoji by default (or
// asked to be, with U+FE0F), with the skin tone, selector or joined pictographs that make it one.
// Symbols drawn as text by default (©, ™, ‼) are text.
const EMOJI =
  /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)(?:\p{Emoji_Modifier}|\uFE0F|\u200D(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F?))*/gu;

export type TextRun = { text: string } | { emoji: string };

/** `text` in runs of plain text and single emoji, in order; joined, they are `text` again. */
export function emojiRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of text.matchAll(EMOJI)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index) });
    runs.push({ emoji: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ text: text.slice(from) });
  return runs;
}
