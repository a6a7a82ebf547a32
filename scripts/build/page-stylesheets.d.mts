export function elementsSelector(selector: string): string;
export function withPageStylesheet(
  html: string,
  options: { root: string; name: string; marker: string },
): Promise<string>;
