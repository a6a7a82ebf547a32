import type { ComponentType } from 'react';
import { AbstractSection } from './sections/abstract-section';
import { ArchitectureSection } from './sections/architecture-section';
import { ConclusionSection } from './sections/conclusion-section';
import { RegistrationSection } from './sections/registration-section';
import { RoadmapSection } from './sections/roadmap-section';
import { ScoringSection } from './sections/scoring-section';
import { TasksSection } from './sections/tasks-section';
import { TokenomicsPhilosophySection } from './sections/tokenomics-philosophy-section';
import { TokenomicsSection } from './sections/tokenomics-section';
import { TableOfContents } from './toc/table-of-contents';
import { useActiveSection } from './toc/use-active-section';
import { useSectionAliases } from './toc/use-section-aliases';
import { WHITEPAPER_SECTIONS, type WhitepaperSectionId } from './toc/whitepaper-sections';
import styles from './whitepaper-document.module.css';

const SECTION_COMPONENTS: Record<WhitepaperSectionId, ComponentType<{ number: number }>> = {
  abstract: AbstractSection,
  registration: RegistrationSection,
  scoring: ScoringSection,
  tasks: TasksSection,
  'tokenomics-philosophy': TokenomicsPhilosophySection,
  tokenomics: TokenomicsSection,
  architecture: ArchitectureSection,
  roadmap: RoadmapSection,
  conclusion: ConclusionSection,
};

const SECTION_IDS = WHITEPAPER_SECTIONS.map((section) => section.id);

/** The whitepaper: title, version, a table of contents that follows the reader, and the sections in order. */
export function WhitepaperDocument() {
  const activeId = useActiveSection(SECTION_IDS);
  useSectionAliases();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Technical whitepaper</p>
        <h1 className={styles.title}>Whitepaper</h1>
        <p className={styles.version}>Version 1.0 • Last Updated: June 2025</p>
      </header>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <TableOfContents activeId={activeId} />
        </aside>
        <article className={styles.article}>
          {WHITEPAPER_SECTIONS.map(({ id }, index) => {
            const Section = SECTION_COMPONENTS[id];
            return <Section key={id} number={index + 1} />;
          })}
        </article>
      </div>
    </div>
  );
}
