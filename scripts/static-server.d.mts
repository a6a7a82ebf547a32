export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export function startStaticServer(
  dir: string,
  options?: { port?: number; fallback?: '404' | 'index' },
): Promise<StaticServer>;
