// The whitepaper's sections in reading order: one list for the headings and the table of contents. Pure data: imports nothing.

export interface WhitepaperSectionInfo {
  /** The section's key, and the anchor it has always answered to. */
  id: string;
  title: string;
}

export const WHITEPAPER_SECTIONS = [
  { id: 'abstract', title: 'Abstract' },
  { id: 'registration', title: 'Registration & Onboarding' },
  { id: 'scoring', title: 'Scoring Algorithm' },
  { id: 'tasks', title: 'Task System & Updates' },
  { id: 'tokenomics-philosophy', title: 'Tokenomics Philosophy' },
  { id: 'tokenomics', title: 'Tokenomics & Distribution' },
  { id: 'architecture', title: 'Technical Architecture' },
  { id: 'roadmap', title: 'Future Development' },
  { id: 'conclusion', title: 'Conclusion' },
] as const satisfies readonly WhitepaperSectionInfo[];

export type WhitepaperSectionId = (typeof WHITEPAPER_SECTIONS)[number]['id'];

export function sectionTitle(id: WhitepaperSectionId): string {
  return WHITEPAPER_SECTIONS.find((section) => section.id === id)?.title ?? id;
}

/**
 * A heading as people spell it in a link: lower case, every run of other characters one hyphen
 * ("Tokenomics & Distribution" → "tokenomics-distribution").
 * @internal Exported for the tests.
 */
export function headingSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The anchor of a section's heading (its slug), which the contents and shared links use. */
export const sectionAnchor = (id: WhitepaperSectionId) => headingSlug(sectionTitle(id));

/** The section's shorter id where it differs from its slug: links that use it still land there. */
export function sectionAlias(id: WhitepaperSectionId): string | null {
  return id === sectionAnchor(id) ? null : id;
}

/** The heading's anchor a shorter id stands for, or null when `alias` is no section's. */
export function anchorOfAlias(alias: string): string | null {
  const section = WHITEPAPER_SECTIONS.find((s) => s.id === alias);
  return section && sectionAlias(section.id) ? sectionAnchor(section.id) : null;
}
