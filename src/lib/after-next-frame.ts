/**
 * Runs `run` in a task of its own after the next frame is drawn (a frame callback runs just before
 * its frame is drawn, and a task it queues, after): what the current task changed is on the screen
 * first, and heavy work does not share a frame with it. Returns a function that cancels the call.
 */
export function afterNextFrame(run: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
