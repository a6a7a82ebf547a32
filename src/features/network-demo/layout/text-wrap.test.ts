import { describe, expect, it } from 'vitest';
import { fitLine, wrapText } from './text-wrap';

// Every character 10 px wide, the ellipsis too.
const measure = (text: string) => text.length * 10;
const font = { size: 10, weight: 700 } as const;

describe('fitLine', () => {
  it('keeps text that fits whole', () => {
    expect(fitLine('@quantum_quill', 140, font, measure)).toBe('@quantum_quill');
  });

  it('cuts text that does not fit and ends it in an ellipsis, within the width', () => {
    expect(fitLine('@quantum_quill', 100, font, measure)).toBe('@quantum_…');
    expect(measure(fitLine('@quantum_quill', 100, font, measure))).toBeLessThanOrEqual(100);
  });
});

describe('wrapText', () => {
  it('breaks between words and ends a text that does not fit in an ellipsis', () => {
    expect(wrapText('one two three four', 90, 2, font, measure)).toEqual(['one two', 'three…']);
  });
});
