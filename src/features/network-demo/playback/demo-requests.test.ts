import { expect, it, vi } from 'vitest';
import { createDemoRequests } from './demo-requests';

it('asks the demo to load when nothing can replay yet, then replays once registered', () => {
  const requests = createDemoRequests();
  const load = vi.fn();
  const replay = vi.fn();
  const stopListening = requests.onLoadRequested(load);
  requests.replay();
  expect(load).toHaveBeenCalledTimes(1);
  const unregister = requests.setReplayHandler(replay);
  requests.replay();
  expect(replay).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(1);
  unregister();
  stopListening();
  requests.replay();
  expect(replay).toHaveBeenCalledTimes(1);
});

it('keeps each page’s requests to its own demo', () => {
  const first = createDemoRequests();
  const second = createDemoRequests();
  const replay = vi.fn();
  first.setReplayHandler(replay);
  second.replay();
  expect(replay).not.toHaveBeenCalled();
});
