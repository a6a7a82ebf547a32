import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../data/query-client';
import { NoticeProvider } from '../ui/notice';
import { TooltipProvider } from '../ui/tooltip';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <NoticeProvider>{children}</NoticeProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
