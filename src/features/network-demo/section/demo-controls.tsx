import { RotateCcw } from 'lucide-react';
import { Fragment } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../../ui/button';
import { DEMO_NODES, LAYERS } from '../content/demo-nodes';
import { isLoading, type DemoStore } from '../playback/store';
import type { DemoRequests } from '../playback/demo-requests';
import styles from './demo-controls.module.css';

const TOTAL = DEMO_NODES.length;
// Announce layer by layer rather than every node, so screen readers are not flooded.
const MILESTONES = [...new Set([0, ...LAYERS.map((layer) => DEMO_NODES.filter((n) => n.layer <= layer).length)])];

/**
 * Replay, the legend (a dot per layer of LAYERS in its colour token, which palette.test.ts holds equal
 * to the scene's LAYER_COLOR, and the celebrities' gold; the stylesheet colours each, as the pages'
 * policy allows no style attribute), and a polite live region reporting the spread's progress.
 */
export function DemoControls({ store, requests }: { store: DemoStore; requests: DemoRequests }) {
  const loading = useStore(store, (s) => isLoading(s.status));
  const milestone = useStore(store, (s) => MILESTONES.filter((m) => m <= s.revealed.length).at(-1) ?? 0);
  return (
    <div className={styles.bar}>
      <Button variant="secondary" size="sm" onClick={requests.replay} disabled={loading}>
        <RotateCcw aria-hidden="true" size={16} />
        Replay
      </Button>
      <p className={styles.legend}>
        {LAYERS.map((layer) => (
          <Fragment key={layer}>
            <span className={styles.dot} data-layer={layer} /> Layer {layer}
          </Fragment>
        ))}
        <span className={styles.dot} data-layer="celebrity" /> Celebrity
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="demo-progress">
        {loading ? '' : `${milestone} of ${TOTAL} influencers reached`}
      </p>
    </div>
  );
}
