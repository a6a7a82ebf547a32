import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// One client for the whole visit, created with the first data page's chunk: the cache survives
// navigation between pages, and pages without data never download the client.
const sharedQueryClient = createQueryClient();

/** Wraps a page that loads data through the data client. */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient}>{children}</QueryClientProvider>;
}
