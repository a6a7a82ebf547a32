// Phase 4b of scoring: softmax normalisation and the softmax-weighted sum. Pure: no React, no app state.

/** e^xᵢ / Σ e^xⱼ for each value; the weights sum to 1. Shifted by the maximum so large inputs cannot overflow. */
export function softmax(values: readonly number[]): number[] {
  if (values.length === 0) return [];
  const max = Math.max(...values);
  const exps = values.map((value) => Math.exp(value - max));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

/** Σ softmax(values)ᵢ × valuesᵢ: a mean that leans towards the strongest scores. 0 for no values. */
export function softmaxWeightedSum(values: readonly number[]): number {
  const weights = softmax(values);
  return values.reduce((total, value, index) => total + (weights[index] ?? 0) * value, 0);
}
