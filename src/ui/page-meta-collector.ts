import { createContext } from 'react';

/** Receives each page's title and description while the build pre-renders it (no effects run there). */
export interface PageMetaCollector {
  set(title: string, description: string): void;
}

export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);
