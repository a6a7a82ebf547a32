/** Extensions of the built files worth sending gzip-compressed (the rest are compressed formats already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
