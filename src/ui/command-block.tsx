import { Fragment, useCallback, useState } from 'react';
import { commandChunks, fillInReminder, type OnboardingCommand } from '../config/onboarding-commands';
import { copiedText, CopyButton, type CopyState } from './copy-button';
import styles from './command-block.module.css';

/**
 * One shell command in a code block, with a copy button that confirms "Copied"; a command that still
 * carries a placeholder also says, under the block, what to fill in. That line stays once shown: going
 * away by itself, it would move the text below under the reader.
 */
export function CommandBlock({ command, purpose }: OnboardingCommand) {
  const [copied, setCopied] = useState(false);
  const onCopyState = useCallback((state: CopyState) => {
    if (state === 'copied') setCopied(true);
  }, []);
  const reminder = fillInReminder(command);
  return (
    <div className={styles.frame}>
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
          followUp={reminder}
          onStateChange={onCopyState}
        />
      </div>
      {/* Spoken by the button's live region; shown here for everyone else. */}
      {copied && reminder && (
        <p className={styles.confirmation} aria-hidden="true" data-testid="copy-confirmation">
          {copiedText(reminder)}
        </p>
      )}
    </div>
  );
}
