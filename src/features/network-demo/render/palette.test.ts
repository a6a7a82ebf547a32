import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as palette from './palette';
import { STAGE_TOP, stageBackgroundCss } from './stage-backdrop';

const tokensCss = readFileSync(new URL('../../../styles/tokens.css', import.meta.url), 'utf8');

/** A colour token's value as #rrggbb, following var() references. */
function token(name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokensCss)?.[1]?.trim();
  if (!value) throw new Error(`No token ${name} in tokens.css`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? token(reference[1]!) : value.toLowerCase();
}

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

describe('the scene’s palette', () => {
  // The colours the canvas shares with the page around it: a change to a token must reach the scene.
  it.each<[string, string, number]>([
    ['LAYER_COLOR[1]', '--color-layer-1', palette.LAYER_COLOR[1]],
    ['LAYER_COLOR[2]', '--color-layer-2', palette.LAYER_COLOR[2]],
    ['LAYER_COLOR[3]', '--color-layer-3', palette.LAYER_COLOR[3]],
    ['GOLD', '--color-gold', palette.GOLD],
    ['TEXT', '--color-text', palette.TEXT],
    ['TEXT_MUTED', '--color-text-muted', palette.TEXT_MUTED],
    ['ACCENT', '--color-accent', palette.ACCENT],
    ['ACCENT_2', '--color-accent-2', palette.ACCENT_2],
    ['STAGE_TOP', '--color-bg-elevated', STAGE_TOP],
    ['PAGE', '--color-bg', palette.PAGE],
  ])('%s is the page’s %s', (_name, name, color) => {
    expect(hex(color)).toBe(token(name));
  });

  it('the stage’s border, which the scene paints at the rounded corners, is the page’s --color-border', () => {
    const { color, alpha } = palette.STAGE_BORDER;
    const rgb = [(color >> 16) & 255, (color >> 8) & 255, color & 255].join(' ');
    expect(tokensCss).toMatch(new RegExp(`--color-border:\\s*rgb\\(${rgb} / ${alpha}\\);`));
  });

  it('the stage’s cards are a shade lighter than the page’s surfaces, which the dark stage would swallow', () => {
    const lightness = (color: string) =>
      parseInt(color.slice(1, 3), 16) + parseInt(color.slice(3, 5), 16) + parseInt(color.slice(5, 7), 16);
    expect(lightness(hex(palette.STAGE_CARD))).toBeGreaterThan(lightness(token('--color-surface')));
    expect(lightness(hex(palette.STAGE_CARD_RAISED))).toBeGreaterThan(lightness(token('--color-surface-raised')));
  });

  it('the stylesheet’s stage background is the scene’s: its gradient under the two glows, top layer first', () => {
    expect(stageBackgroundCss()).toBe(
      'radial-gradient(42% 48% at 50% 50%, rgb(139 123 255 / 0.16) 0%, transparent 70%), ' +
        'radial-gradient(70% 80% at 50% 55%, rgb(47 212 240 / 0.06) 0%, transparent 75%), ' +
        'linear-gradient(180deg, #0b0f19 0%, #06080e 100%)',
    );
  });
});
