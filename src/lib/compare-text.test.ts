import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

// What compareText stands in for, made here only: checked against it on names that turn on each
// rule, and on every pair of names built from those turning points.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const sign = (value: number) => Math.sign(value) || 0;

describe('compareText', () => {
  it('orders names A to Z, ignoring case and accents', () => {
    const names = ['zoe', 'Émile', 'adam', 'Zack', 'éva', 'Ana', 'eve'];
    expect([...names].sort(compareText)).toEqual(['adam', 'Ana', 'Émile', 'éva', 'eve', 'Zack', 'zoe']);
    expect(compareText('José', 'jose')).toBe(0);
    expect(compareText('MARIA', 'maria')).toBe(0);
  });

  it('puts spaces and punctuation before digits, digits before letters, and a prefix first', () => {
    expect(compareText('a_b', 'a1b')).toBeLessThan(0);
    expect(compareText('a1b', 'aab')).toBeLessThan(0);
    expect(compareText('al ice', 'alice')).toBeLessThan(0);
    expect(compareText('tensor', 'tensor_tides')).toBeLessThan(0);
  });

  const cases: [string, string][] = [
    ['quantum_quill', 'neuralnomad'],
    ['tensor_tides', 'tensor1'],
    ['blockbard', 'BlockBard'],
    ['Renée', 'renee'],
    ['Ñandú', 'nandu'],
    ['müller', 'mueller'],
    ['a', 'A_'],
    ['x9', 'x_'],
    ['Élodie', 'eloise'],
    ['', 'a'],
  ];
  it.each(cases)('agrees with Intl.Collator on %s and %s', (a, b) => {
    expect(sign(compareText(a, b))).toBe(sign(collator.compare(a, b)));
    expect(sign(compareText(b, a))).toBe(sign(collator.compare(b, a)));
  });

  it('agrees with Intl.Collator on every pair of 135 names built from the rules’ turning points', () => {
    const starts = ['a', 'A', 'á', 'e', 'É', 'n', 'ñ', 'z', '_'];
    const middles = ['', '_', '1', ' ', 'b'];
    const ends = ['', 'c', 'C'];
    const names = starts.flatMap((start) => middles.flatMap((middle) => ends.map((end) => start + middle + end)));
    const disagreements = names.flatMap((a) =>
      names.filter((b) => sign(compareText(a, b)) !== sign(collator.compare(a, b))).map((b) => `${a} | ${b}`),
    );
    expect(names.length * names.length).toBeGreaterThan(8000);
    expect(disagreements).toEqual([]);
  });
});
