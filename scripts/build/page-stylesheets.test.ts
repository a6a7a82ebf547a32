import { describe, expect, it } from 'vitest';
import { elementsSelector } from './page-stylesheets.mjs';

describe('elementsSelector: what must exist in a page for a rule to matter', () => {
  it('drops each pseudo-class with its own parentheses, not up to the last one', () => {
    expect(elementsSelector(':not(pre) > code:not([class])')).toBe('* > code');
    expect(elementsSelector('.section :not(pre) > code')).toBe('.section * > code');
    expect(elementsSelector('.x:is(.y, .z) .w')).toBe('.x .w');
    expect(elementsSelector('button:not(:disabled):hover')).toBe('button');
  });

  it('reads a selector of pseudo-classes alone as any element', () => {
    expect(elementsSelector(':focus-visible')).toBe('*');
    expect(elementsSelector('.a > :first-child')).toBe('.a > *');
    expect(elementsSelector('.a + :not(.b) + .c')).toBe('.a + * + .c');
  });

  it('drops pseudo-elements', () => {
    expect(elementsSelector('.a::before')).toBe('.a');
    expect(elementsSelector('html:has(:target) .nearScreen')).toBe('html .nearScreen');
  });

  it('leaves attribute values and escaped colons alone', () => {
    expect(elementsSelector('[data-x="a:b"] .c')).toBe('[data-x="a:b"] .c');
    expect(elementsSelector('.md\\:wide')).toBe('.md\\:wide');
    expect(elementsSelector('.a ~ .b')).toBe('.a ~ .b');
  });
});
