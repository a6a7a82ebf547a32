// The demo's lightweight entry for the landing page. Placeholder until the demo issue lands:
// it reserves the demo's final size so the page does not shift.
import { DEMO } from '../../config/constants';
import { DEMO_ELEMENT_ID } from './store/demo-commands';

export function NetworkDemo() {
  return (
    <section id={DEMO_ELEMENT_ID} aria-label="Influence network demo" style={{ height: DEMO.containerHeightPx }}>
      <p>Loading influencers...</p>
    </section>
  );
}
