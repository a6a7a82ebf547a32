import { createContext, type ComponentType } from 'react';

/** The current route's page, already loaded: the pre-render step renders it directly instead of lazily. */
export const PreloadedPageContext = createContext<{ path: string; page: ComponentType } | null>(null);
