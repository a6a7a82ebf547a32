import { describe, expect, it } from 'vitest';
import { demoScrollTarget } from './demo-scroll-target';

describe('what Watch Demo brings into view', () => {
  const header = { headerBottom: 64 };
  it('the whole section, heading to stats, when it fits under the header', () => {
    expect(demoScrollTarget({ sectionTop: 900, statsBottom: 1900 }, { windowHeight: 1200, ...header })).toBe('section');
    expect(demoScrollTarget({ sectionTop: 900, statsBottom: 1904 }, { windowHeight: 1100, ...header })).toBe('section');
  });

  it('else the stage, from its top, with what fits of the stats under it', () => {
    expect(demoScrollTarget({ sectionTop: 900, statsBottom: 1905 }, { windowHeight: 1100, ...header })).toBe('stage');
    expect(demoScrollTarget({ sectionTop: 1400, statsBottom: 2500 }, { windowHeight: 844, ...header })).toBe('stage');
  });
});
