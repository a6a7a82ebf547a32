import { describe, expect, it } from 'vitest';
import { anchorOfAlias, headingSlug, sectionAlias, sectionAnchor, WHITEPAPER_SECTIONS } from './whitepaper-sections';

describe('section anchors', () => {
  it('spell each heading as a link does', () => {
    expect(headingSlug('Tokenomics & Distribution')).toBe('tokenomics-distribution');
    expect(headingSlug('  Q3 2025: (Organic) tasks!  ')).toBe('q3-2025-organic-tasks');
    expect(WHITEPAPER_SECTIONS.map((s) => sectionAnchor(s.id))).toEqual([
      'abstract',
      'registration-onboarding',
      'scoring-algorithm',
      'task-system-updates',
      'tokenomics-philosophy',
      'tokenomics-distribution',
      'technical-architecture',
      'future-development',
      'conclusion',
    ]);
  });

  it('keep the shorter ids of today where they differ, and only those', () => {
    expect(WHITEPAPER_SECTIONS.map((s) => sectionAlias(s.id))).toEqual([
      null,
      'registration',
      'scoring',
      'tasks',
      null,
      'tokenomics',
      'architecture',
      'roadmap',
      null,
    ]);
    expect(anchorOfAlias('tokenomics')).toBe('tokenomics-distribution');
    expect(anchorOfAlias('roadmap')).toBe('future-development');
    expect(anchorOfAlias('abstract')).toBeNull();
    expect(anchorOfAlias('tokenomics-distribution')).toBeNull();
    expect(anchorOfAlias('worked-example')).toBeNull();
  });
});
