// Canvas cannot read CSS variables: resolve `var(--token)` to its value. Call from effects only (touches the DOM).

/** "var(--chart-1)" -> "#f5b94f" as computed on the document root; other colours pass through. */
export function resolveCssColor(color: string, fallback = '#ffffff'): string {
  const match = /^var\((--[\w-]+)\)$/.exec(color.trim());
  if (!match?.[1]) return color;
  const value = getComputedStyle(document.documentElement).getPropertyValue(match[1]).trim();
  return value || fallback;
}
