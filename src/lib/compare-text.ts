// Text in the order a reader expects, A to Z, without Intl's collation: the first comparison made
// through it (localeCompare, Intl.Collator) loads the locale's collation data, 55-85 ms on a phone's
// slower CPU, inside the tap that sorts. It orders as `a.localeCompare(b, 'en', { sensitivity: 'base' })`
// does for names: case and accents make no difference (equal names compare as 0); spaces,
// punctuation and symbols come before digits, digits before letters. Among themselves, punctuation
// marks and letters that no accent decomposes (ø, ß) keep their code point order.

const COMBINING_MARKS = /\p{M}/gu;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;

const folded = (text: string) => text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();

/** 0: space, punctuation and symbols; 1: digits; 2: letters, of any script. */
const groupOf = (char: string) => (LETTER.test(char) ? 2 : DIGIT.test(char) ? 1 : 0);

/** Negative when `a` comes first, positive when `b` does, 0 when they differ only in case or accents. */
export function compareText(a: string, b: string): number {
  const x = folded(a);
  const y = folded(b);
  const shorter = Math.min(x.length, y.length);
  for (let i = 0; i < shorter; i++) {
    const p = x[i]!;
    const q = y[i]!;
    if (p !== q) return groupOf(p) - groupOf(q) || (p < q ? -1 : 1);
  }
  return x.length - y.length;
}
