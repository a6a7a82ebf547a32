// The scene's worker is a chunk of the page's own build, not a build of its own: the module the page
// imports where it draws the scene itself (scene-service.ts) is the one the worker runs, so both load
// the same files and Pixi ships once. `virtual:scene-worker-url` is that chunk's address.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:scene-worker-url';
const RESOLVED = `\0${ID}`;
const SERVICE = 'src/features/network-demo/render/scene-service.ts';

export const sceneWorkerUrl = (): Plugin => {
  let serving = false;
  return {
    name: 'scene-worker-url',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id, options) {
      if (id !== RESOLVED) return null;
      // The dev server serves the module as it is; a server render never starts a worker.
      if (serving || options?.ssr) return `export default new URL(${JSON.stringify(`/${SERVICE}`)}, import.meta.url);`;
      const reference = this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL(`../../${SERVICE}`, import.meta.url)),
        name: 'scene-service',
      });
      return `export default new URL(import.meta.ROLLUP_FILE_URL_${reference}, import.meta.url);`;
    },
  };
};
