// wouter reaches React's useSyncExternalStore through the `use-sync-external-store` shim, which
// exists for React 17. React 19 has the hook built in: vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';
