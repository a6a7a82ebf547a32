// The demo stage's background, written into the stylesheet at build time from the one source the
// scene's shader reads too (stage-backdrop.ts): a declaration `background: stage-background()` gets
// the value. The landing page's first download carries no code for it.
import { stageBackgroundCss } from '../../src/features/network-demo/render/stage-backdrop.ts';

const PLACEHOLDER = 'stage-background()';

export const stageBackground = () => ({
  postcssPlugin: 'stage-background',
  Declaration(declaration: { value: string }) {
    if (declaration.value === PLACEHOLDER) declaration.value = stageBackgroundCss();
  },
});
