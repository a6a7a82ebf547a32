import { CopyButton } from '../../../ui/copy-button';
import styles from './command-block.module.css';
import type { OnboardingCommand } from './onboarding-commands';

/** A shell command with its copy button. */
export function CommandBlock({ command }: { command: OnboardingCommand }) {
  return (
    <div className={styles.block}>
      <pre className={styles.pre}>
        <code>
          <span className={styles.prompt} aria-hidden="true">
            ${' '}
          </span>
          {command.command}
        </code>
      </pre>
      <CopyButton text={command.command} label={`Copy the command to ${command.purpose}`} showText={false} className={styles.copy} />
    </div>
  );
}
