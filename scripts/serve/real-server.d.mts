export function fail(message: string): never;
export const NGINX_BROTLI_MODULE: string;
export const SERVERS: Record<'nginx' | 'caddy', { files: string[]; packages: string[] }>;
export function ensureInstalled(what: string, needs: { files: string[]; packages: string[] }): void;
export function makeLocalhostCertificate(folder: string): { cert: string; key: string };
export function serverSetup(what: string): {
  root: string;
  httpPort: number;
  httpsPort: number;
  prefix: string;
  cert: string;
  key: string;
};
export function runInForeground(
  what: string,
  command: string,
  args: string[],
  options: { prefix: string; env?: Record<string, string> },
): void;
