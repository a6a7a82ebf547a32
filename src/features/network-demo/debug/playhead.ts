// Where a playhead stands on what it moves across: --share (0..1), which its stylesheet turns into a
// transform. Written every frame while playing, it costs no layout or paint, only the compositor.

export function placePlayhead(element: HTMLElement | null, t: number, duration: number) {
  element?.style.setProperty('--share', String(t / duration));
}
