import { describe, expect, it } from 'vitest';
import { shortClassNames } from './short-class-names';

describe('shortClassNames', () => {
  it('names a class by itself and a short hash of its stylesheet, the same for every class of a file', () => {
    const name = shortClassNames('/repo');
    const card = name('card', '/repo/src/ui/card.module.css');
    const stat = name('stat', '/repo/src/ui/card.module.css');
    expect(card).toMatch(/^card_[\w]{4}$/);
    expect(stat.slice(-4)).toBe(card.slice(-4));
    expect(name('card', '/repo/src/ui/badge.module.css')).not.toBe(card);
  });

  it('gives the same names wherever the project sits, and ignores a query on the file', () => {
    const here = shortClassNames('/repo')('card', '/repo/src/ui/card.module.css');
    expect(shortClassNames('/elsewhere/checkout')('card', '/elsewhere/checkout/src/ui/card.module.css')).toBe(here);
    expect(shortClassNames('/repo')('card', '/repo/src/ui/card.module.css?used')).toBe(here);
  });
});
