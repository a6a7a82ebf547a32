// What the demo's renderer is made of and asks for as it starts: the WebGL renderer alone, without
// the Pixi parts the scene never runs, and without the WebGL extensions it never uses.
import { readBuildGraph } from './build-graph';
import { expect, test } from './fixtures';
import { gotoWithSceneWorkerScript } from './scene-worker';

const PIXI_MODULE = /\/node_modules\/pixi\.js\/lib\/(.*)$/;

test('the landing page runs the WebGL renderer and no WebGPU or Canvas renderer, Graphics, text or spritesheet loader', async ({
  page,
}) => {
  const graph = await readBuildGraph();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto('/');
  await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
  await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const pixiModules = scripts
    .flatMap((file) => graph.modules.get(file) ?? [])
    .map((id) => PIXI_MODULE.exec(id.replaceAll('\\', '/'))?.[1])
    .filter((path): path is string => path !== undefined);
  // Control: what the scene does run is there.
  expect(pixiModules).toContain('rendering/renderers/gl/WebGLRenderer.mjs');
  expect(pixiModules).toContain('scene/sprite/Sprite.mjs');
  const leftOut =
    /^(rendering\/renderers\/(gpu\/WebGPURenderer|canvas\/CanvasRenderer)|scene\/graphics\/shared\/Graphics|scene\/text\/TextStyle|spritesheet\/)/;
  expect(pixiModules.filter((path) => leftOut.test(path))).toEqual([]);
});

test('the renderer starts without asking for compressed textures, anisotropic filtering or float colour buffers, and draws', async ({
  page,
}) => {
  // The renderer starts in the scene's worker: what its contexts are asked for is recorded there.
  const worker = await gotoWithSceneWorkerScript(page, '/', () => {
    const asked: string[] = [];
    (self as unknown as { __askedExtensions: string[] }).__askedExtensions = asked;
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const getExtension = proto.getExtension as (this: WebGLRenderingContext, name: string) => unknown;
      proto.getExtension = function (this: WebGLRenderingContext, name: string) {
        asked.push(name);
        return getExtension.call(this, name);
      } as typeof proto.getExtension;
    }
  });
  await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
  await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
  const asked = await worker.evaluate(() => (self as unknown as { __askedExtensions: string[] }).__askedExtensions);
  // Control: the renderer's start-up was seen asking for what it does use.
  expect(asked).toContain('WEBGL_lose_context');
  expect(
    asked.filter((name) => /compressed_texture|texture_compression|anisotropic|color_buffer_float/.test(name)),
  ).toEqual([]);
});
