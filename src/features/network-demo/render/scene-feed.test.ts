import { describe, expect, it, vi } from 'vitest';
import { DEMO_SCHEDULE } from '../playback/demo-schedule';
import { writeSceneFrame, createSceneFrame } from '../playback/scene-frame';
import { inspectedPath } from '../playback/inspected-path';
import { createSceneFeed } from './scene-feed';

describe('the scene feed', () => {
  it('computes the frame of each moment it receives, and hands it to every listener', () => {
    const feed = createSceneFeed(DEMO_SCHEDULE);
    const seen: number[] = [];
    feed.onFrame((frame) => seen.push(frame.t));
    feed.receive(9300, true);
    expect(seen).toEqual([9300]);
    expect(feed.frame()).toEqual(writeSceneFrame(createSceneFrame(DEMO_SCHEDULE), DEMO_SCHEDULE, 9300));
    expect(feed.paced()).toBe(true);
    feed.receive(4000, false);
    expect(seen).toEqual([9300, 4000]);
    expect(feed.paced()).toBe(false);
  });

  it('calls a new listener at once only once a moment has arrived', () => {
    const feed = createSceneFeed(DEMO_SCHEDULE);
    const early = vi.fn();
    feed.onFrame(early);
    expect(early).not.toHaveBeenCalled();
    feed.receive(2000, false);
    const late = vi.fn();
    feed.onFrame(late);
    expect(late).toHaveBeenCalledWith(expect.objectContaining({ t: 2000 }));
  });

  it('redraws the last moment on request, and nothing before one has arrived', () => {
    const feed = createSceneFeed(DEMO_SCHEDULE);
    const listener = vi.fn();
    feed.onFrame(listener);
    feed.redraw();
    expect(listener).not.toHaveBeenCalled();
    feed.receive(5000, true);
    feed.redraw();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ t: 5000 }));
  });

  it('emphasises the inspected node’s path from the post, and tells its listeners', () => {
    const feed = createSceneFeed(DEMO_SCHEDULE);
    const changed = vi.fn();
    const stop = feed.onEmphasis(changed);
    const id = DEMO_SCHEDULE.nodes.at(-1)!.id;
    feed.emphasise(id);
    expect(feed.emphasis()).toEqual(inspectedPath(DEMO_SCHEDULE.nodes, id));
    feed.emphasise(null);
    expect(feed.emphasis()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    feed.emphasise(id);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('stops calling a listener once it unsubscribes', () => {
    const feed = createSceneFeed(DEMO_SCHEDULE);
    const listener = vi.fn();
    feed.onFrame(listener)();
    feed.receive(1000, true);
    expect(listener).not.toHaveBeenCalled();
  });
});
