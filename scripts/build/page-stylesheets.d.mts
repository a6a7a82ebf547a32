export function siteStylesheetPath(html: string): string | undefined;
export function elementsSelector(selector: string): string;
export function withPageStylesheet(
  html: string,
  options: { root: string; name: string; marker: string; afterPaint: string[] },
): Promise<string>;
