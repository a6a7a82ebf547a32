export function nginxSiteConf(): string;
export function nginxServerConf(): string;
export function caddySnippet(): string;
export function caddyfile(): string;
export function headersFile(): string;
export const HOST_CONFIG_FILES: () => Record<string, string>;
