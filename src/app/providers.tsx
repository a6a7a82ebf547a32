import type { ReactNode } from 'react';
import { NoticeProvider } from '../ui/notice';

// The data client and the tooltip library are provided by the pages that use them
// (DataProvider, TooltipProvider), so the landing page and the whitepaper never download them.
export function Providers({ children }: { children: ReactNode }) {
  return <NoticeProvider>{children}</NoticeProvider>;
}
