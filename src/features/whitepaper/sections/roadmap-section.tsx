import { ROADMAP } from './roadmap';
import styles from './roadmap-section.module.css';
import { WhitepaperSection } from './whitepaper-section';

export function RoadmapSection({ number }: { number: number }) {
  return (
    <WhitepaperSection id="roadmap" number={number}>
      <p>The next four quarters, in order:</p>
      <ol className={styles.timeline}>
        {ROADMAP.map((item) => (
          <li key={item.quarter} className={styles.item}>
            <span className={styles.quarter}>{item.quarter}</span>
            <div>
              <p className={styles.title}>{item.title}</p>
              <p>{item.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </WhitepaperSection>
  );
}
