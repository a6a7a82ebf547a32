export interface StaticServer {
  /** The address on this machine (127.0.0.1), whichever host it listens on. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startStaticServer(
  dir: string,
  options?: { port?: number; host?: string; fallback?: '404' | 'index' },
): Promise<StaticServer>;
