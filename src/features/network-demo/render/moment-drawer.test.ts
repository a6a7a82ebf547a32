import { describe, expect, it } from 'vitest';
import { createMomentDrawer } from './moment-drawer';

/** A worker's two queues, run by hand: tasks (`soon`) and the compositor's frame requests (`nextFrame`). */
function setup() {
  const tasks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const drawn: number[] = [];
  const drawer = createMomentDrawer((t) => drawn.push(t), {
    soon: (run) => tasks.push(run),
    nextFrame: (run) => frames.push(run),
  });
  const runTasks = () => tasks.splice(0).forEach((run) => run());
  const compositorTakesFrame = () => frames.splice(0).forEach((run) => run());
  return { drawer, drawn, runTasks, compositorTakesFrame };
}

describe('moment drawer', () => {
  it('draws a moment in a task of its own while the compositor has the last frame', () => {
    const { drawer, drawn, runTasks } = setup();
    drawer.receive(100, true);
    expect(drawn).toEqual([]);
    runTasks();
    expect(drawn).toEqual([100]);
  });

  it('draws only the latest of the moments that arrived while the worker was busy', () => {
    const { drawer, drawn, runTasks } = setup();
    drawer.receive(100, true);
    drawer.receive(117, true);
    drawer.receive(133, true);
    runTasks();
    expect(drawn).toEqual([133]);
  });

  it('holds moments until the compositor has taken the frame drawn, then draws the latest once', () => {
    const { drawer, drawn, runTasks, compositorTakesFrame } = setup();
    drawer.receive(100, true);
    runTasks();
    drawer.receive(117, true);
    drawer.receive(133, true);
    runTasks();
    expect(drawn).toEqual([100]);
    compositorTakesFrame();
    expect(drawn).toEqual([100, 133]);
    compositorTakesFrame();
    expect(drawn).toEqual([100, 133]);
  });

  it('draws at once again once the frame was taken with nothing waiting', () => {
    const { drawer, drawn, runTasks, compositorTakesFrame } = setup();
    drawer.receive(100, true);
    runTasks();
    compositorTakesFrame();
    drawer.receive(117, true);
    runTasks();
    expect(drawn).toEqual([100, 117]);
  });

  it('says when every moment received is drawn', async () => {
    const { drawer, runTasks, compositorTakesFrame } = setup();
    let settled = false;
    await drawer.drawn();
    drawer.receive(100, true);
    runTasks();
    drawer.receive(117, true);
    void drawer.drawn().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    compositorTakesFrame();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('passes on whether the clock plays', () => {
    const calls: [number, boolean][] = [];
    const drawer = createMomentDrawer((t, playing) => calls.push([t, playing]), {
      soon: (run) => run(),
      nextFrame: (run) => run(),
    });
    drawer.receive(40, false);
    expect(calls).toEqual([[40, false]]);
  });
});
