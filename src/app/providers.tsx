import type { ReactNode } from 'react';
import { NoticeProvider } from '../ui/notice';

// The tooltip library is provided by the page that uses it (TooltipProvider), and the data client
// is imported by the features that read data, so the landing page and the whitepaper never download them.
export function Providers({ children }: { children: ReactNode }) {
  return <NoticeProvider>{children}</NoticeProvider>;
}
