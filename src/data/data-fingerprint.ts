/**
 * A short fingerprint of the data a page was rendered from. The build stamps it on the
 * pre-rendered HTML; a visit hydrates that HTML only when the data it loaded has the same
 * fingerprint, and renders afresh when the API has moved on since the build.
 */
export function dataFingerprint(values: readonly unknown[]): string {
  // cyrb53: a fast, well-spread 53-bit string hash; collisions only cost a fresh render.
  const text = JSON.stringify(values);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
