// Which npm packages each chunk of the e2e build holds, and which chunks load without the demo.
// Vite's manifest gives the chunk graph (imports and dynamic imports of every chunk) but names
// modules only for entry chunks: a library bundled into a shared chunk under any name is invisible
// there. The bundler's own list of modules per chunk is, so the tree is built once more in memory
// and each of its chunks checked to be byte for byte the file the server ships.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest, type Rolldown } from 'vite';
import { WORKER_MODULES_DIR, type WorkerModules } from '../../scripts/vite/worker-modules';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The directory playwright.config.ts builds the e2e site into and serves.
const dist = join(root, process.env.E2E_DIST ?? 'dist-e2e');

export interface BuildGraph {
  manifest: Manifest;
  /** Files (as served, without the leading slash) of every JS chunk, the workers' included, with the modules bundled into each. */
  modules: Map<string, string[]>;
  /** Manifest keys of the demo's lazy entry chunk(s). */
  demoEntries: string[];
  /** Files a visit can load without ever loading the demo's lazy chunk: from the entry, every import, static or dynamic. */
  withoutDemo: Set<string>;
  /** Files the demo's lazy chunk brings (statically or dynamically) on top of those. */
  demoOnly: Set<string>;
  /** Chunks outside the demo that import its entry statically, so would load it at once (none when it is lazy). */
  eagerDemoImporters: string[];
}

/** Files of the chunks whose modules come from a package matching `pkg` (a node_modules path segment). */
export function chunksWithPackage(graph: BuildGraph, pkg: RegExp): string[] {
  return [...graph.modules]
    .filter(([, ids]) => ids.some((id) => pkg.test(id.replaceAll('\\', '/'))))
    .map(([file]) => file);
}

export async function readBuildGraph(): Promise<BuildGraph> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-build-graph-'));
  let output: Rolldown.RolldownOutput;
  try {
    // The same build the e2e server runs (`vite build --mode e2e`), kept in memory.
    const result = await build({ root, mode: 'e2e', logLevel: 'silent', build: { write: false, outDir } });
    if (Array.isArray(result) || !('output' in result)) throw new Error('expected one build output');
    output = result;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const modules = new Map<string, string[]>();
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue;
    const shipped = readFileSync(join(dist, chunk.fileName), 'utf8');
    if (shipped !== chunk.code)
      throw new Error(`${chunk.fileName} in ${dist} differs from what this tree builds: the served build is stale`);
    modules.set(chunk.fileName, chunk.moduleIds);
  }
  // Each worker is bundled on its own; the e2e build records its chunks' modules (worker-modules.ts).
  // Worker entry file -> every chunk of that worker (the ones it may import, too).
  const workerChunks = new Map<string, string[]>();
  for (const asset of output.output) {
    if (asset.type !== 'asset' || !asset.fileName.startsWith(WORKER_MODULES_DIR)) continue;
    const { entry, chunks } = JSON.parse(String(asset.source)) as WorkerModules;
    workerChunks.set(entry, Object.keys(chunks));
    for (const [file, ids] of Object.entries(chunks)) modules.set(file, ids);
  }

  const demoEntries = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && manifest[key]!.src?.includes('features/network-demo/'),
  );
  const walk = (from: string[], skip: Set<string>) => {
    const seen = new Set<string>();
    const queue = from.filter((key) => !skip.has(key));
    while (queue.length) {
      const key = queue.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      const { imports = [], dynamicImports = [] } = manifest[key]!;
      for (const next of [...imports, ...dynamicImports]) if (!skip.has(next) && !seen.has(next)) queue.push(next);
    }
    return seen;
  };
  // The pages' entries. The scene's worker is an entry of the build too (scene-worker-url.ts), but
  // it is started only by the demo's chunk, which also imports it where the scene draws on the page.
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry && key.endsWith('.html'));
  const withoutDemoKeys = walk(entries, new Set(demoEntries));
  const demoKeys = walk(demoEntries, withoutDemoKeys);
  // A chunk starts a worker by its file's name: the worker comes with whatever loads that chunk.
  const workersOf = (file: string) => {
    const code = readFileSync(join(dist, file), 'utf8');
    return [...workerChunks].filter(([entry]) => code.includes(basename(entry))).flatMap(([, chunks]) => chunks);
  };
  const files = (keys: Set<string>) => {
    const pageFiles = [...keys].map((key) => manifest[key]!.file);
    return new Set([...pageFiles, ...pageFiles.filter((file) => file.endsWith('.js')).flatMap(workersOf)]);
  };
  const eagerDemoImporters = [...withoutDemoKeys].filter((key) =>
    (manifest[key]!.imports ?? []).some((next) => demoEntries.includes(next)),
  );
  return {
    manifest,
    modules,
    demoEntries,
    withoutDemo: files(withoutDemoKeys),
    demoOnly: files(demoKeys),
    eagerDemoImporters,
  };
}
