// A Vite plugin for the workers' builds, in the e2e build only: it writes which modules each worker
// chunk holds beside the build's manifest. The manifest covers the page's chunks alone (a worker is
// bundled on its own and shipped as an asset), and the e2e specs check where Pixi runs.
import type { Plugin } from 'vite';

/** Where the lists go, one JSON file per worker build. */
export const WORKER_MODULES_DIR = '.vite/worker-modules/';

export interface WorkerModules {
  /** The file the page starts the worker with. */
  entry: string;
  /** Every chunk of the worker's build (the ones it may import too), with the modules in each. */
  chunks: Record<string, string[]>;
}

export const recordWorkerModules = (): Plugin => ({
  name: 'record-worker-modules',
  apply: (_config, { mode }) => mode === 'e2e',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) return;
    this.emitFile({
      type: 'asset',
      fileName: `${WORKER_MODULES_DIR}${entry.name}.json`,
      source: JSON.stringify({
        entry: entry.fileName,
        chunks: Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk.moduleIds])),
      } satisfies WorkerModules),
    });
  },
});
