// The whitepaper's sections in reading order: one list for the headings and the table of contents. Pure data: imports nothing.

export interface WhitepaperSectionInfo {
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
