import { LoadError } from '../../../ui/load-error';
import type { DebugParts } from './debug-parts';
import type { DebugPanelChunk } from './debug-panel-chunk';
import styles from './debug-panel-slot.module.css';

/** The timeline inspector's frame: the panel once its code is in, else what keeps it. */
export function DebugPanelSlot({
  chunk,
  retry,
  engine,
  inspector,
  scene,
}: DebugParts & { chunk: DebugPanelChunk; retry: () => void }) {
  return (
    <section
      className={styles.panel}
      aria-label="Timeline inspector"
      aria-busy={chunk.state === 'loading'}
      data-testid="demo-debug"
      // Its controls work on the pinned moment: a click on them leaves a pinned card open.
      data-keeps-card=""
    >
      {chunk.state === 'loaded' && <chunk.Panel engine={engine} inspector={inspector} scene={scene} />}
      {chunk.state === 'loading' && (
        <p className={styles.loading} role="status">
          Loading the timeline inspector…
        </p>
      )}
      {chunk.state === 'failed' && <LoadError what="the timeline inspector" error={null} onRetry={retry} />}
    </section>
  );
}
