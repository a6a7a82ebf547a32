// The demo stage's background and sizes, written into the stylesheet at build time from the one source
// the scene reads too: a declaration `background: stage-background()` gets the background
// (stage-backdrop.ts), and `@stage-properties;` inside a rule becomes the stage's size properties
// (stage-properties.ts), so no pre-rendered element needs a style attribute. The landing page's first
// download carries no code for either.
import { STAGE_PROPERTIES } from '../../src/features/network-demo/layout/stage-properties.ts';
import { stageBackgroundCss } from '../../src/features/network-demo/render/stage-backdrop.ts';

const PLACEHOLDER = 'stage-background()';

interface AtRule {
  replaceWith(...nodes: { prop: string; value: string }[]): void;
}

export const stageBackground = () => ({
  postcssPlugin: 'stage-background',
  Declaration(declaration: { value: string }) {
    if (declaration.value === PLACEHOLDER) declaration.value = stageBackgroundCss();
  },
  AtRule: {
    'stage-properties': (rule: AtRule) =>
      rule.replaceWith(...Object.entries(STAGE_PROPERTIES).map(([prop, value]) => ({ prop, value }))),
  },
});
