// What the tests of the worked example expect, worked by hand from the spec's formulas: written once.

/**
 * The sample miner's followers by influence (followers × engagement × authenticity), best first:
 * 182,000 × 0.031 × 0.94 = 5,303; then 4,193, 3,013, 2,466, 1,024 and 840 (the largest account).
 */
export const HANDLES_BY_INFLUENCE = ['defi_daria', 'tensor_tom', 'chain_chloe', 'ml_mateo', 'node_nina', 'pump_pete'];
