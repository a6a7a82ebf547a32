// The explorable worked example's starting points: each preset's rows are inputs (what validators
// would measure), and its sentence states the figures the scoring functions give for them.
// Pure: no React, no DOM.
import { SCORING } from '../../../config/constants';
import { formatCompact, formatFixed } from '../../../lib/format';
import { clampField, DEFAULT_ROWS, inRankingOrder, type ExampleRow } from './example-state';
import type { ExplorerResult } from './explore-example';

export interface ExamplePreset {
  name: string;
  rows: readonly ExampleRow[];
  /** One sentence saying why the preset scores as it does, with the figures of `result`. */
  why: (result: ExplorerResult, rows: readonly ExampleRow[]) => string;
}

type Measures = [followers: number, engagement: number, authenticity: number, quality: number, spam: number];

const row = (
  handle: string,
  [followers, engagementRate, authenticity, followerQuality, spamPenalty]: Measures,
  flags: { resharedTask?: boolean; emptyOrNewFollowers?: boolean } = {},
): ExampleRow => ({
  handle,
  // On the controls' grid, as a reader could set them (0.05 + 0.03 is not quite 0.08).
  followers: clampField('followers', followers),
  engagementRate: clampField('engagementRate', engagementRate),
  authenticity: clampField('authenticity', authenticity),
  followerQuality: clampField('followerQuality', followerQuality),
  spamPenalty: clampField('spamPenalty', spamPenalty),
  resharedTask: flags.resharedTask ?? true,
  emptyOrNewFollowers: flags.emptyOrNewFollowers ?? false,
});

const NICHE: readonly ExampleRow[] = inRankingOrder([
  row('rust_rita', [38_000, 0.058, 0.96, 0.92, 0.02]),
  row('infra_ian', [31_000, 0.045, 0.92, 0.86, 0.05], { resharedTask: false }),
  row('zk_zane', [24_000, 0.064, 0.95, 0.9, 0.03]),
  row('ml_maya', [17_000, 0.071, 0.97, 0.94, 0.01]),
  row('node_noor', [14_000, 0.055, 0.94, 0.89, 0.03]),
  row('dao_dev', [12_000, 0.052, 0.93, 0.88, 0.04]),
  row('proof_pia', [9_500, 0.08, 0.98, 0.95, 0.01]),
  row('cli_cora', [6_000, 0.069, 0.96, 0.91, 0.02]),
]);

const BOUGHT_FLAGS = { emptyOrNewFollowers: true };
const BOUGHT: readonly ExampleRow[] = inRankingOrder([
  row('celeb_max', [4_800_000, 0.001, 0.18, 0.15, 0.7], BOUGHT_FLAGS),
  row('star_sky', [2_600_000, 0.0015, 0.22, 0.2, 0.6], BOUGHT_FLAGS),
  row('mega_mo', [1_900_000, 0.002, 0.25, 0.25, 0.55], BOUGHT_FLAGS),
  row('famous_fay', [1_200_000, 0.0012, 0.2, 0.18, 0.65], BOUGHT_FLAGS),
  row('viral_vic', [900_000, 0.0025, 0.3, 0.3, 0.5], BOUGHT_FLAGS),
]);

/** Thirty look-alike accounts, a few more than the top 20 can hold. */
const BOTS: readonly ExampleRow[] = inRankingOrder(
  Array.from({ length: 30 }, (_, i) =>
    row(
      `bot_${String(i + 1).padStart(2, '0')}`,
      [800 + ((i * 137) % 4200), 0.005 + ((i * 7) % 10) / 1000, 0.05 + ((i * 3) % 10) / 100, 0.08, 0.85],
      BOUGHT_FLAGS,
    ),
  ),
);

// S and its value stay on one line.
const S = (result: ExplorerResult) => `S\u00a0=\u00a0${formatFixed(result.roundScore, 3)}`;
const counted = (result: ExplorerResult) => result.ranking.filter((r) => r.standing === 'counts').length;

export const WORKED_EXAMPLE_PRESET: ExamplePreset = {
  name: 'Worked example',
  rows: DEFAULT_ROWS,
  why: (result) =>
    `The two largest accounts have few authentic, engaged followers, and empty or new ones, so their halved base scores weigh little and ${S(result)} comes mostly from the ${counted(result) - 2} smaller, authentic accounts.`,
};

export const EXAMPLE_PRESETS: readonly ExamplePreset[] = [
  WORKED_EXAMPLE_PRESET,
  {
    name: 'Niche and authentic',
    rows: NICHE,
    why: (result) =>
      `Small accounts whose followers are real and engaged: every base score stays close to 1, so ${S(result)}, well above the miner's previous score.`,
  },
  {
    name: 'Bought followers',
    rows: BOUGHT,
    why: (result, rows) =>
      `${formatCompact(rows.reduce((sum, r) => sum + r.followers, 0))} followers between them, but few are authentic, spam is high and the followers are new accounts, so every base score is low and halved: ${S(result)}.`,
  },
  {
    name: 'Bot farm',
    rows: BOTS,
    why: (result) =>
      `${result.ranking.length} bots are more than the top ${SCORING.topInfluencers} can hold: ${result.ranking.filter((r) => r.standing === 'below-cut').length} never count, and the ${counted(result)} that do score almost nothing, so ${S(result)}.`,
  },
];
