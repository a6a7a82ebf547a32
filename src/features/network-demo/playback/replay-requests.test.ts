import { expect, it, vi } from 'vitest';
import { onDemoLoadRequested, replayDemo, setReplayHandler } from './replay-requests';

it('asks the demo to load when nothing can replay yet, then replays once registered', () => {
  const load = vi.fn();
  const replay = vi.fn();
  const stopListening = onDemoLoadRequested(load);
  replayDemo();
  expect(load).toHaveBeenCalledTimes(1);
  const unregister = setReplayHandler(replay);
  replayDemo();
  expect(replay).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(1);
  unregister();
  stopListening();
  replayDemo();
  expect(replay).toHaveBeenCalledTimes(1);
});
