import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts its children as a transition, after its own first commit: React then builds the scene's
 * objects in slices of a few milliseconds, yielding to input between them, instead of one task
 * (on a phone's CPU, a fifth of a second in which a tap waits).
 */
export function MountInSlices({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : null;
}
