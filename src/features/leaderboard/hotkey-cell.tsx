import { CopyButton } from '../../ui/copy-button';
import { Tooltip } from '../../ui/tooltip';
import { shortHotkey } from './leaderboard-format';
import styles from './hotkey-cell.module.css';

/** The shortened hotkey; hovering or focusing it shows the full key, and a button copies it. */
export function HotkeyCell({ hotkey, owner }: { hotkey: string; owner: string }) {
  return (
    <span className={styles.hotkey}>
      <Tooltip content={<code className={styles.fullKey}>{hotkey}</code>}>
        <code className={styles.shortKey} tabIndex={0} data-testid="hotkey">
          <span aria-hidden="true">{shortHotkey(hotkey)}</span>
          <span className="visually-hidden">{hotkey}</span>
        </code>
      </Tooltip>
      <CopyButton text={hotkey} label={`Copy hotkey of ${owner}`} showText={false} className={styles.copy} />
    </span>
  );
}
