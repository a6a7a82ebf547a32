// The demo's schedule and its stats panel as the spec states them, written out by hand for the
// tests to hold the code to: ../shared/DECISIONS.md §1 "Demo timeline (one loop)" and §2 "Stats
// derived from the revealed nodes" (which decide over SPEC.md §4 "Demo animation phases" and §5),
// with the followers and layers of demo-nodes.ts (data). Nothing here is computed from the code
// under test: expectations taken from schedule.ts or stats.ts catch a wiring bug, never a schedule
// or stats bug. The unit tests and the e2e specs both read these tables.

/** §1 `| 1500 | phase 1 |`: the central post appears. */
export const SPEC_POST_APPEAR = 1500;
/** §1 `| S = 2300 | phase 2 |`: the spread starts. */
export const SPEC_SPREAD_START = 2300;
/** §1 `| S + 15000 = 17300 | reset to phase 0 |`: the loop's length. */
export const SPEC_LOOP = 17300;

interface SpecTimes {
  lineStart: number;
  appear: number;
  bubble: number;
  emoji: number;
  highlight: number | null;
}

// §1, node by node in data order (S = 2300):
//   line start  layer 1: S + 400·i (i = 0..5); layer 2: S + 3200 + 300·j (j = 0..5);
//               layer 3: S + 5000 + 250·k (k = 0..11)
//   appear      line start + 1000
//   bubble      appear + 500
//   emoji       appear + 2500
//   highlight   H = S + 8750 + 200·c, the c-th celebrity in data order (n13, n16, n20, n23)
// prettier-ignore
const ROWS: [id: string, lineStart: number, appear: number, bubble: number, emoji: number, highlight: number | null][] = [
  // layer 1
  ['n1',   2300,  3300,  3800,  5800, null],
  ['n2',   2700,  3700,  4200,  6200, null],
  ['n3',   3100,  4100,  4600,  6600, null],
  ['n4',   3500,  4500,  5000,  7000, null],
  ['n5',   3900,  4900,  5400,  7400, null],
  ['n6',   4300,  5300,  5800,  7800, null],
  // layer 2
  ['n7',   5500,  6500,  7000,  9000, null],
  ['n8',   5800,  6800,  7300,  9300, null],
  ['n9',   6100,  7100,  7600,  9600, null],
  ['n10',  6400,  7400,  7900,  9900, null],
  ['n11',  6700,  7700,  8200, 10200, null],
  ['n12',  7000,  8000,  8500, 10500, null],
  // layer 3
  ['n13',  7300,  8300,  8800, 10800, 11050],
  ['n14',  7550,  8550,  9050, 11050, null],
  ['n15',  7800,  8800,  9300, 11300, null],
  ['n16',  8050,  9050,  9550, 11550, 11250],
  ['n17',  8300,  9300,  9800, 11800, null],
  ['n18',  8550,  9550, 10050, 12050, null],
  ['n19',  8800,  9800, 10300, 12300, null],
  ['n20',  9050, 10050, 10550, 12550, 11450],
  ['n21',  9300, 10300, 10800, 12800, null],
  ['n22',  9550, 10550, 11050, 13050, null],
  ['n23',  9800, 10800, 11300, 13300, 11650],
  ['n24', 10050, 11050, 11550, 13550, null],
];

/** Each node's event times, in ms from the loop start, as §1 gives them. */
export const SPEC_TIMES: Record<string, SpecTimes> = Object.fromEntries(
  ROWS.map(([id, lineStart, appear, bubble, emoji, highlight]) => [
    id,
    { lineStart, appear, bubble, emoji, highlight },
  ]),
);

/** The last event of a loop before its reset: n24's emoji (appear 11050 + 2500). */
export const SPEC_LAST_EVENT = 13550;

/** Node ids `n<from>`..`n<to>`: reveal order is data order, layer after layer (§1). */
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `n${from + i}`);

interface SpecMoment {
  t: number;
  /** What the table says happens at t (or what is about to). */
  what: string;
  phase: 0 | 1 | 2;
  revealed: string[];
  /** Bubbles showing the tweet, and those collapsed to the emoji; every other node's is hidden. */
  tweet: string[];
  emoji: string[];
  highlighted: string[];
}

/**
 * The state §1 gives at each phase boundary, each layer's first line, first and last node, the first
 * bubble and emoji, each celebrity highlight and the last event, with the millisecond before where
 * the state changes there.
 */
// prettier-ignore
export const SPEC_MOMENTS: SpecMoment[] = [
  { t: 0,     what: 'loop start: idle',                           phase: 0, revealed: [],          tweet: [],           emoji: [],          highlighted: [] },
  { t: 1499,  what: 'last ms of phase 0',                         phase: 0, revealed: [],          tweet: [],           emoji: [],          highlighted: [] },
  { t: 1500,  what: 'phase 1: the central post',                  phase: 1, revealed: [],          tweet: [],           emoji: [],          highlighted: [] },
  { t: 2299,  what: 'last ms of phase 1',                         phase: 1, revealed: [],          tweet: [],           emoji: [],          highlighted: [] },
  { t: 2300,  what: 'phase 2; layer 1 starts: n1 line',           phase: 2, revealed: [],          tweet: [],           emoji: [],          highlighted: [] },
  { t: 3299,  what: 'n1 about to appear',                         phase: 2, revealed: [],          tweet: [],           emoji: [],          highlighted: [] },
  { t: 3300,  what: 'n1 appears (first of layer 1)',              phase: 2, revealed: span(1, 1),  tweet: [],           emoji: [],          highlighted: [] },
  { t: 3799,  what: 'n1 bubble about to show',                    phase: 2, revealed: span(1, 2),  tweet: [],           emoji: [],          highlighted: [] },
  { t: 3800,  what: 'n1 bubble',                                  phase: 2, revealed: span(1, 2),  tweet: span(1, 1),   emoji: [],          highlighted: [] },
  { t: 4300,  what: 'n6 line (last of layer 1)',                  phase: 2, revealed: span(1, 3),  tweet: span(1, 2),   emoji: [],          highlighted: [] },
  { t: 5299,  what: 'n6 about to appear',                         phase: 2, revealed: span(1, 5),  tweet: span(1, 4),   emoji: [],          highlighted: [] },
  { t: 5300,  what: 'n6 appears: layer 1 complete',               phase: 2, revealed: span(1, 6),  tweet: span(1, 4),   emoji: [],          highlighted: [] },
  { t: 5500,  what: 'layer 2 starts: n7 line',                    phase: 2, revealed: span(1, 6),  tweet: span(1, 5),   emoji: [],          highlighted: [] },
  { t: 5799,  what: 'n1 emoji about to show',                     phase: 2, revealed: span(1, 6),  tweet: span(1, 5),   emoji: [],          highlighted: [] },
  { t: 5800,  what: 'n1 emoji, n6 bubble',                        phase: 2, revealed: span(1, 6),  tweet: span(2, 6),   emoji: span(1, 1),  highlighted: [] },
  { t: 6499,  what: 'n7 about to appear',                         phase: 2, revealed: span(1, 6),  tweet: span(3, 6),   emoji: span(1, 2),  highlighted: [] },
  { t: 6500,  what: 'n7 appears (first of layer 2)',              phase: 2, revealed: span(1, 7),  tweet: span(3, 6),   emoji: span(1, 2),  highlighted: [] },
  { t: 7000,  what: 'n12 line (last of layer 2), n7 bubble',      phase: 2, revealed: span(1, 8),  tweet: span(5, 7),   emoji: span(1, 4),  highlighted: [] },
  { t: 7300,  what: 'layer 3 starts: n13 line',                   phase: 2, revealed: span(1, 9),  tweet: span(5, 8),   emoji: span(1, 4),  highlighted: [] },
  { t: 7999,  what: 'n12 about to appear',                        phase: 2, revealed: span(1, 11), tweet: span(7, 10),  emoji: span(1, 6),  highlighted: [] },
  { t: 8000,  what: 'n12 appears: layer 2 complete',              phase: 2, revealed: span(1, 12), tweet: span(7, 10),  emoji: span(1, 6),  highlighted: [] },
  { t: 8299,  what: 'n13 about to appear',                        phase: 2, revealed: span(1, 12), tweet: span(7, 11),  emoji: span(1, 6),  highlighted: [] },
  { t: 8300,  what: 'n13 appears (first of layer 3)',             phase: 2, revealed: span(1, 13), tweet: span(7, 11),  emoji: span(1, 6),  highlighted: [] },
  { t: 9000,  what: 'n7 emoji',                                   phase: 2, revealed: span(1, 15), tweet: span(8, 13),  emoji: span(1, 7),  highlighted: [] },
  { t: 10050, what: 'n24 line (last of layer 3)',                 phase: 2, revealed: span(1, 20), tweet: span(11, 18), emoji: span(1, 10), highlighted: [] },
  { t: 11049, what: 'n24 about to appear, first highlight too',   phase: 2, revealed: span(1, 23), tweet: span(14, 21), emoji: span(1, 13), highlighted: [] },
  { t: 11050, what: 'n24 appears: all 24; highlight n13',         phase: 2, revealed: span(1, 24), tweet: span(15, 22), emoji: span(1, 14), highlighted: ['n13'] },
  { t: 11250, what: 'highlight n16',                              phase: 2, revealed: span(1, 24), tweet: span(15, 22), emoji: span(1, 14), highlighted: ['n13', 'n16'] },
  { t: 11449, what: 'n20 highlight about to start',               phase: 2, revealed: span(1, 24), tweet: span(16, 23), emoji: span(1, 15), highlighted: ['n13', 'n16'] },
  { t: 11450, what: 'highlight n20',                              phase: 2, revealed: span(1, 24), tweet: span(16, 23), emoji: span(1, 15), highlighted: ['n13', 'n16', 'n20'] },
  { t: 11649, what: 'last highlight about to start',              phase: 2, revealed: span(1, 24), tweet: span(17, 24), emoji: span(1, 16), highlighted: ['n13', 'n16', 'n20'] },
  { t: 11650, what: 'highlight n23 (the last)',                   phase: 2, revealed: span(1, 24), tweet: span(17, 24), emoji: span(1, 16), highlighted: ['n13', 'n16', 'n20', 'n23'] },
  { t: 12000, what: 'the spread settling',                        phase: 2, revealed: span(1, 24), tweet: span(18, 24), emoji: span(1, 17), highlighted: ['n13', 'n16', 'n20', 'n23'] },
  { t: 13549, what: 'n24 emoji about to show',                    phase: 2, revealed: span(1, 24), tweet: span(24, 24), emoji: span(1, 23), highlighted: ['n13', 'n16', 'n20', 'n23'] },
  { t: 13550, what: 'n24 emoji: the last event',                  phase: 2, revealed: span(1, 24), tweet: [],           emoji: span(1, 24), highlighted: ['n13', 'n16', 'n20', 'n23'] },
  { t: 17299, what: 'last ms of the loop',                        phase: 2, revealed: span(1, 24), tweet: [],           emoji: span(1, 24), highlighted: ['n13', 'n16', 'n20', 'n23'] },
  { t: 17300, what: 'reset: phase 0 of the next loop',            phase: 0, revealed: [],          tweet: [],           emoji: [],          highlighted: [] },
];

/** The moment at `t` from SPEC_MOMENTS (which must list it). */
export function specMoment(t: number): SpecMoment {
  const moment = SPEC_MOMENTS.find((m) => m.t === t);
  if (!moment) throw new Error(`SPEC_MOMENTS has no row for t = ${t}`);
  return moment;
}

/** A moment as the debug API's state() writes it (DECISIONS §3). */
export function specState({ phase, revealed, tweet, emoji, highlighted }: SpecMoment) {
  const bubbles = Object.fromEntries(
    span(1, 24).map((id) => [id, emoji.includes(id) ? 'emoji' : tweet.includes(id) ? 'tweet' : 'hidden']),
  );
  return { phase, revealed, bubbles, highlighted };
}

interface SpecStats {
  /** From this t (ms into the loop) until the next row's. */
  from: number;
  reached: number;
  /** People: the followers of demo-nodes.ts read as 45K = 45,000, 1.2M = 1,200,000. */
  totalReach: number;
  celebritiesFound: number;
  earned: number;
  /** As the panel shows them: reach compact, Earned after τ and a no-break space (DECISIONS §6). */
  shown: { reach: string; earned: string };
}

// §2 at each t where a figure changes (a node appears, a celebrity is highlighted):
//   Influencers Reached  revealed nodes
//   Total Reach          their followers summed, shown compact (312.4M)
//   Celebrities Found    celebrities highlighted so far
//   Earned               47.8 per layer-1 node + 12.5 per layer-2 + 89.2 per layer-3, one decimal
//                        (a full loop ends at 1432.2 τ, §2)
// prettier-ignore
const STATS_ROWS: [from: number, reached: number, totalReach: number, celebrities: number, earned: number, reach: string, earned: string][] = [
  [    0,  0,           0, 0,    0,    '0',       '0.0'],
  [ 3300,  1,     182_000, 0,   47.8,  '182K',    '47.8'],    // + n1   182K
  [ 3700,  2,     278_000, 0,   95.6,  '278K',    '95.6'],    // + n2    96K
  [ 4100,  3,     518_000, 0,  143.4,  '518K',    '143.4'],   // + n3   240K
  [ 4500,  4,     589_000, 0,  191.2,  '589K',    '191.2'],   // + n4    71K
  [ 4900,  5,     899_000, 0,  239,    '899K',    '239.0'],   // + n5   310K
  [ 5300,  6,   1_027_000, 0,  286.8,  '1M',      '286.8'],   // + n6   128K
  [ 6500,  7,   1_072_000, 0,  299.3,  '1.1M',    '299.3'],   // + n7    45K, layer 2: + 12.5
  [ 6800,  8,   1_134_000, 0,  311.8,  '1.1M',    '311.8'],   // + n8    62K
  [ 7100,  9,   1_172_000, 0,  324.3,  '1.2M',    '324.3'],   // + n9    38K
  [ 7400, 10,   1_226_000, 0,  336.8,  '1.2M',    '336.8'],   // + n10   54K
  [ 7700, 11,   1_255_000, 0,  349.3,  '1.3M',    '349.3'],   // + n11   29K
  [ 8000, 12,   1_332_000, 0,  361.8,  '1.3M',    '361.8'],   // + n12   77K
  [ 8300, 13,  13_732_000, 0,  451,    '13.7M',   '451.0'],   // + n13 12.4M, layer 3: + 89.2
  [ 8550, 14,  13_820_000, 0,  540.2,  '13.8M',   '540.2'],   // + n14   88K
  [ 8800, 15,  13_884_000, 0,  629.4,  '13.9M',   '629.4'],   // + n15   64K
  [ 9050, 16, 163_884_000, 0,  718.6,  '163.9M',  '718.6'],   // + n16  150M
  [ 9300, 17, 163_925_000, 0,  807.8,  '163.9M',  '807.8'],   // + n17   41K
  [ 9550, 18, 164_155_000, 0,  897,    '164.2M',  '897.0'],   // + n18  230K
  [ 9800, 19, 164_174_000, 0,  986.2,  '164.2M',  '986.2'],   // + n19   19K
  [10050, 20, 212_174_000, 0, 1075.4,  '212.2M',  '1,075.4'], // + n20   48M
  [10300, 21, 212_201_000, 0, 1164.6,  '212.2M',  '1,164.6'], // + n21   27K
  [10550, 22, 212_306_000, 0, 1253.8,  '212.3M',  '1,253.8'], // + n22  105K
  [10800, 23, 221_206_000, 0, 1343,    '221.2M',  '1,343.0'], // + n23  8.9M
  [11050, 24, 221_239_000, 1, 1432.2,  '221.2M',  '1,432.2'], // + n24   33K; n13 highlighted
  [11250, 24, 221_239_000, 2, 1432.2,  '221.2M',  '1,432.2'], // n16 highlighted
  [11450, 24, 221_239_000, 3, 1432.2,  '221.2M',  '1,432.2'], // n20 highlighted
  [11650, 24, 221_239_000, 4, 1432.2,  '221.2M',  '1,432.2'], // n23 highlighted, until the reset at 17300
];

export const SPEC_STATS: SpecStats[] = STATS_ROWS.map(
  ([from, reached, totalReach, celebritiesFound, earned, reach, shownEarned]) => ({
    from,
    reached,
    totalReach,
    celebritiesFound,
    earned,
    shown: { reach, earned: `τ\u00a0${shownEarned}` },
  }),
);

/** The stats row in force at t (folded into one loop: the reset at 17300 starts over from the first). */
export function specStatsAt(t: number): SpecStats {
  const time = ((t % SPEC_LOOP) + SPEC_LOOP) % SPEC_LOOP;
  return SPEC_STATS.findLast((row) => row.from <= time)!;
}
