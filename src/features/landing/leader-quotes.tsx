import { Quote } from 'lucide-react';
import { initialsOf } from '../../lib/format';
import { SectionHeading } from './section-heading';
import section from './landing-section.module.css';
import styles from './leader-quotes.module.css';
import { PERSONA_QUOTES } from './sample-personas';

/** Short quotes on influence and authenticity, clearly attributed to fictional sample personas. */
export function LeaderQuotes() {
  return (
    <section className={section.section} aria-labelledby="quotes-title" data-landing-section="leader-quotes">
      <div className="container">
        <SectionHeading id="quotes-title" eyebrow="Voices on influence" title="Authenticity is the new reach">
          What people who live on attention say about it. These are illustrative quotes from fictional sample personas,
          not real people.
        </SectionHeading>
        <ul className={styles.grid}>
          {PERSONA_QUOTES.map((item) => (
            <li key={item.name} className={styles.item}>
              <figure className={styles.figure}>
                <Quote className={styles.mark} aria-hidden="true" />
                <blockquote className={styles.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.initials} aria-hidden="true">
                    {initialsOf(item.name)}
                  </span>
                  <span className={styles.who}>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.role}>{item.role}</span>
                    <span className={styles.sample}>Sample persona</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
