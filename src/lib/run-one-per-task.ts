/** Runs `steps` one per task, then `done`; the returned function stops whatever has not run yet. */
export function runOnePerTask(steps: (() => void)[], done: () => void): () => void {
  let next = 0;
  const run = () => {
    const step = steps[next++];
    if (!step) {
      done();
      return;
    }
    step();
    timer = window.setTimeout(run, 0);
  };
  let timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}
