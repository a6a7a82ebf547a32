// The node card's code (with Floating UI, which places it), downloaded when the pointer or focus first
// comes to the stage, or when a card is to open; a failed download is tried again with the next card.
// The demo's runtime owns one.
import { retryingImport } from '../../../lib/retrying-import';
import type { OpenCard } from './open-card';

export const openCardImport = () =>
  retryingImport(
    () => import('./open-card'),
    (module: { OpenCard: typeof OpenCard }) => module.OpenCard,
  );

export type OpenCardImport = ReturnType<typeof openCardImport>;
