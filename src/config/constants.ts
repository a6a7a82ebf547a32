// Every timing, limit and business constant of the product, named as the product specification
// names them, so each has one source.
// Pure values: imports nothing.

/** Demo animation timings, in milliseconds unless named otherwise. */
export const DEMO = {
  startDelayMs: 1500,
  shrinkDelayMs: 800,
  loopResetMs: 15000,
  staggerLayer1Ms: 400,
  staggerLayer2Ms: 300,
  staggerLayer3Ms: 250,
  staggerCelebrityMs: 200,
  /** Pause between the last layer-1 slot and the first layer-2 node. */
  layerGapMs: 800,
  lineAnimationMs: 1000,
  bubbleAfterNodeMs: 500,
  /** When the bubble starts collapsing onto its emoji: this long after the bubble shows. */
  bubbleCollapseDelayMs: 2000,
  centralPostScale: 0.6,
  containerHeightPx: 700,
  statsColumns: 4,
} as const;

/**
 * How long each of the demo's animations runs, in milliseconds: the spec times when each starts
 * (DEMO), these how long it takes to finish.
 */
export const DEMO_MOTION = {
  /** The central post grows in. */
  postIntroMs: 300,
  nodePopMs: 450,
  bubblePopMs: 300,
  /** How long the bubble takes to collapse onto its emoji, once it starts (DEMO.bubbleCollapseDelayMs). */
  bubbleCollapseDurationMs: 350,
  emojiPopMs: 400,
  highlightMs: 500,
  /** The celebrity's one-off pulse ring. */
  pulseMs: 1100,
  /** The whole picture fades out before the loop starts again. */
  loopFadeMs: 450,
} as const;

/** Earned TAO per revealed node, by layer: what a miner earns for reaching one influencer of it. */
export const EARNED_PER_NODE_BY_LAYER = { 1: 47.8, 2: 12.5, 3: 89.2 } as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const QUERY = {
  gcTimeMs: 5 * 60 * 1000,
  retry: 3,
  retryDelayBaseMs: 1000,
  retryDelayMaxMs: 30000,
} as const;

export const LEADERBOARD = {
  topN: 10,
  scoreMax: 10,
  hotkeyHeadChars: 6,
  hotkeyTailChars: 6,
} as const;

export const SCORING = {
  topInfluencers: 20,
  taskRefreshDays: 7,
  scoreRecalcHours: 4,
  movingAverageAlpha: 0.1,
  emptyFollowerPenalty: 0.5,
  initialMinerBurnPercent: 80,
} as const;

/** Bittensor's own rules that the site states. */
export const BITTENSOR = {
  /** Hotkeys with the most stake that hold a validator permit on a subnet. */
  validatorPermits: 64,
} as const;

/** The document title suffix shared by every route. */
export const TITLE_SEPARATOR = ' · ';
