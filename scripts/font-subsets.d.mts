export interface FontSubset {
  file: string;
  source: string;
  ranges: [number, number][];
}
export const FONT_SUBSET_DIR: string;
export const FONT_SUBSETS: FontSubset[];
export function unicodeRange(subset: FontSubset): string;
export function buildSubset(subset: FontSubset): Promise<Buffer>;
