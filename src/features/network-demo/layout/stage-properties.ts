// The stage's sizes as CSS custom properties, from the constants the scene draws with. The build writes
// them into network-demo.module.css where it says `@stage-properties;` (scripts/vite/stage-background-css.ts):
// a pre-rendered style attribute would need 'unsafe-inline' in the Content Security Policy.
import { DEMO } from '../../../config/constants.ts';
import { COMPACT_HEIGHT_PX, STAGE_FRAME } from './stage-layout.ts';

export const STAGE_PROPERTIES: Record<string, string> = {
  '--demo-height': `${DEMO.containerHeightPx}px`,
  '--demo-height-compact': `${COMPACT_HEIGHT_PX}px`,
  '--demo-border': `${STAGE_FRAME.borderPx}px`,
  '--demo-radius': `${STAGE_FRAME.radiusPx}px`,
  '--demo-radius-compact': `${STAGE_FRAME.compactRadiusPx}px`,
  '--demo-stats-columns': String(DEMO.statsColumns),
};
