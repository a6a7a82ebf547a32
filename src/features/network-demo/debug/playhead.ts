// Where the playheads (and the Timeline's knob) stand: --share, the moment's part of the loop (0..1),
// which playhead.module.css turns into a transform. Written every frame while playing, it costs no
// layout or paint, only the compositor.

/** Places each element at moment t of a loop `duration` long. */
export function placeAtMoment(t: number, duration: number, ...elements: (HTMLElement | null)[]) {
  const share = String(t / duration);
  for (const element of elements) element?.style.setProperty('--share', share);
}
