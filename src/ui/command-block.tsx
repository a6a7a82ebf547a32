import { Fragment } from 'react';
import { commandChunks, type OnboardingCommand } from '../config/onboarding-commands';
import { CopyButton } from './copy-button';
import styles from './command-block.module.css';

/** One shell command in a code block, with a copy button that confirms "Copied". */
export function CommandBlock({ command, purpose }: OnboardingCommand) {
  return (
    <div className={styles.block} data-testid="command-block">
      <pre className={styles.pre}>
        {/* Lines wrap between words only, and never split a flag from its value. */}
        <code>
          {commandChunks(command).map((chunk, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <span className={styles.chunk}>{chunk}</span>
            </Fragment>
          ))}
        </code>
      </pre>
      <CopyButton
        text={command}
        label={`Copy the command to ${purpose}`}
        variant="secondary"
        size="sm"
        className={styles.copy}
      />
    </div>
  );
}
