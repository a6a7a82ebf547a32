/** A module imported on demand: `load` starts or joins the import, `loaded` has its export once it is in. */
export interface RetryingImport<T> {
  loaded: () => T | undefined;
  /** Resolves the export, or undefined when the download failed; the next call then tries again. */
  load: () => Promise<T | undefined>;
  /** The browser's error from the last download, when it failed. */
  failure: () => unknown;
}

/** The address in an import's error, when it is one of the site's own files. */
function addressIn(error: unknown): string | undefined {
  const address = /https?:\/\/[^\s'"]+/.exec(String(error))?.[0];
  // Only the site's own files: the message of another kind of failure may name any address.
  return address && typeof location !== 'undefined' && address.startsWith(`${location.origin}/`) ? address : undefined;
}

/**
 * Imports a chunk only when asked to (`importer`), keeping what `pick` takes from it. Chromium
 * remembers a module that failed to load for the page's lifetime and fails every later import of it
 * at once: a retry asks for the same file at a fresh address, which the failure names.
 */
export function retryingImport<M, T>(importer: () => Promise<M>, pick: (module: M) => T): RetryingImport<T> {
  let loaded: T | undefined;
  let loading: Promise<T | undefined> | undefined;
  let failedAt: string | undefined;
  let failure: unknown;
  let attempts = 0;
  return {
    loaded: () => loaded,
    failure: () => failure,
    load() {
      if (loading) return loading;
      const module: Promise<M> = failedAt
        ? import(/* @vite-ignore */ `${failedAt}${failedAt.includes('?') ? '&' : '?'}retry=${++attempts}`)
        : importer();
      loading = module.then(
        (value) => (loaded = pick(value)),
        (error: unknown) => {
          failure = error;
          failedAt ??= addressIn(error);
          loading = undefined;
          return undefined;
        },
      );
      return loading;
    },
  };
}
