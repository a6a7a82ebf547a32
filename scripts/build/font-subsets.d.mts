export interface FontSubset {
  file: string;
  family: string;
  source: string;
  ranges: [number, number][];
  features?: string[];
}
export const FONT_SUBSET_DIR: string;
export const FONT_WEIGHTS: { min: number; max: number };
export const LAYOUT_FEATURES: string[];
export const FONT_SUBSETS: FontSubset[];
export function isSubsetAsset(subset: FontSubset, path: string): boolean;
export function unicodeRange(subset: FontSubset): string;
export function buildSubset(subset: FontSubset): Promise<Buffer>;
