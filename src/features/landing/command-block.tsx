import { Fragment } from 'react';
import { CopyButton } from '../../ui/copy-button';
import styles from './command-block.module.css';
import type { OnboardingCommand } from './onboarding-commands';

/** One shell command in a code block, with a copy button that confirms "Copied". */
export function CommandBlock({ command, purpose }: OnboardingCommand) {
  return (
    <div className={styles.block} data-testid="command-block">
      <pre className={styles.pre}>
        {/* Lines may wrap between words only, never inside a flag such as --wallet.name. */}
        <code>
          {command.split(' ').map((word, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <span className={styles.word}>{word}</span>
            </Fragment>
          ))}
        </code>
      </pre>
      <CopyButton text={command} label={`Copy the command to ${purpose}`} variant="secondary" size="sm" className={styles.copy} />
    </div>
  );
}
