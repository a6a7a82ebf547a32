// The picture under the pointer on the Timeline, as video players show one: the scene at the
// hovered t (or under a finger held on the track), drawn off-screen by the scene's own code (at most
// once per frame, less often where pictures are slow to draw, cached by t: preview-pictures.ts) while
// the real canvas and clock stay where they are. Driven by pointer and touch events and DOM writes only.
// Portalled to the body: the demo's section holds exactly one canvas, the scene's.
import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { DemoEngine } from '../playback/engine';
import type { Inspector } from '../inspect/inspector';
import type { SceneHandle } from '../render/scene-handle';
import { secondsLabel } from '../playback/timeline-time';
import { schedulePictures } from './preview-pictures';
import { SCENE_SETTINGS } from '../render/scene-settings';
import styles from './timeline-preview.module.css';
import { watchTouchScrub } from './touch-scrub';

// Pictures kept, by whole ms: a sweep back over the track shows them again without drawing.
const CACHE_SIZE = 64;
// Drawn at twice the preview's pixels and averaged down: thin lines and small text drawn straight
// at a sixth of their size would flicker in and out between neighbouring moments.
const SUPERSAMPLE = 2;
// PointerEvent.buttons' bit for the primary button: a mouse's left, a pen's tip.
const PRIMARY_BUTTON = 1;
// A picture's wait after the one before, in times as long as that one took: a sweep of the pointer
// gives pictures at most a third of the scene worker's time, and the live canvas the rest.
const REST_PER_PICTURE = 2;

interface Props {
  engine: DemoEngine;
  /** Its open card dims the scene: the pictures cached before it opened or closed are stale. */
  inspector: Inspector;
  /** The running scene, which draws the pictures. */
  scene: SceneHandle;
  /** The element whose width is the Timeline's time scale (the thumb's travel). */
  areaRef: RefObject<HTMLDivElement | null>;
  /** Where the pointer is watched: the range and its rail. */
  sliderRef: RefObject<HTMLElement | null>;
  /** The range, whose touches a finger's hold turns into a preview. */
  inputRef: RefObject<HTMLInputElement | null>;
}

export function TimelinePreview({ engine, inspector, scene, areaRef, sliderRef, inputRef }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const labelRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const slider = sliderRef.current;
    const input = inputRef.current;
    const area = areaRef.current;
    const box = boxRef.current;
    const canvas = canvasRef.current;
    if (!slider || !input || !area || !box || !canvas) return;
    let pending: { t: number; x: number } | null = null;
    let animationFrame = 0;

    // Where the track is, and the preview's size: measured once a hover, since the playhead moves
    // every frame and a measurement after it would lay the page out again each time. A scroll or a
    // resize ends the hover, and the next one measures afresh. The preview is measured only when it
    // shows: unhidden to be measured, it is styled and laid out, which a finger's tap, needing only the
    // track, would wait for.
    let track: DOMRect | null = null;
    let preview: { halfBox: number; pictureWidth: number } | null = null;
    const trackBounds = () => (track ??= area.getBoundingClientRect());
    const previewSize = () => (preview ??= measurePreview());
    const measurePreview = () => {
      const wasHidden = box.hidden;
      box.hidden = false;
      const size = { halfBox: box.offsetWidth / 2, pictureWidth: canvas.clientWidth };
      box.hidden = wasHidden;
      return size;
    };

    // The picture's moment, on the element: tools and tests see when it has arrived.
    const show = (image: ImageData, t: number) => {
      canvas.dataset.t = String(t);
      if (canvas.width !== image.width || canvas.height !== image.height) {
        canvas.width = image.width;
        canvas.height = image.height;
        canvas.style.aspectRatio = `${image.width} / ${image.height}`;
      }
      canvas.getContext('2d')!.putImageData(image, 0, 0);
    };

    const pictures = schedulePictures({
      draw: (t) => {
        const { snapshotter, geometry } = scene.getState();
        const { pictureWidth } = previewSize();
        if (!snapshotter || !geometry || pictureWidth === 0) return null;
        const scale =
          (pictureWidth * Math.min(window.devicePixelRatio || 1, SCENE_SETTINGS.maxResolution)) / geometry.layout.width;
        return snapshotter
          .picture(t, scale, SUPERSAMPLE)
          .then(({ pixels, width, height }) => new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, width, height));
      },
      show,
      cacheSize: CACHE_SIZE,
      restPerPicture: REST_PER_PICTURE,
    });

    const draw = () => {
      animationFrame = 0;
      if (!pending) return;
      const { t, x } = pending;
      pending = null;
      // Written only when it changes: the label's text repaints the box, frame after frame of a sweep.
      const label = labelRef.current!;
      const time = secondsLabel(t);
      if (label.textContent !== time) {
        label.textContent = time;
        box.setAttribute('aria-label', `Preview at ${time}`);
      }
      const { halfBox } = previewSize();
      const { left, top } = trackBounds();
      box.hidden = false;
      const margin = 8;
      box.style.setProperty(
        '--x',
        `${Math.min(Math.max(left + x, halfBox + margin), window.innerWidth - halfBox - margin)}px`,
      );
      box.style.setProperty('--y', `${top}px`);
      pictures.name(t);
    };

    const momentAt = (clientX: number) => {
      const bounds = trackBounds();
      const x = Math.min(Math.max(clientX - bounds.left, 0), bounds.width);
      return { t: Math.round((x / bounds.width) * engine.schedule.duration), x };
    };
    const showAt = (clientX: number) => {
      pending = momentAt(clientX);
      animationFrame ||= requestAnimationFrame(draw);
    };
    // A finger previews only once it holds still (touch-scrub.ts); until then its touch seeks. A
    // pressed mouse or pen scrubs the real canvas, which then shows that very moment: a preview of
    // it would only repeat it (at the cost of drawing the scene twice a frame), so it shows again
    // once the button is released.
    const follow = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      if (event.buttons & PRIMARY_BUTTON) hide();
      else showAt(event.clientX);
    };
    const hide = () => {
      // Called for every move of a pressed pointer and every scroll: nothing to do once hidden with
      // nothing pending or measured (a touch's seek measures the track while the preview is hidden).
      if (box.hidden && !animationFrame && !track && !preview) return;
      pending = null;
      pictures.stop();
      cancelAnimationFrame(animationFrame);
      animationFrame = 0;
      box.hidden = true;
      track = preview = null;
    };
    // A new scene (a new stage size, a restored context) or a card opening or closing (which dims
    // the scene) makes new pictures.
    const forget = () => {
      pictures.forget();
      track = preview = null;
    };
    const stopScene = scene.subscribe((state, previous) => {
      if (state.snapshotter !== previous.snapshotter) forget();
    });
    const stopInspector = inspector.onInspection((next, previous) => {
      if (next?.id !== previous?.id) forget();
    });
    const resize = new ResizeObserver(forget);
    resize.observe(area);

    slider.addEventListener('pointermove', follow);
    slider.addEventListener('pointerdown', follow);
    slider.addEventListener('pointerup', follow);
    slider.addEventListener('pointerleave', hide);
    slider.addEventListener('pointercancel', hide);
    const stopTouch = watchTouchScrub(input, {
      timeAt: (clientX) => momentAt(clientX).t,
      seek: (t) => engine.seek(t),
      preview: showAt,
      endPreview: hide,
    });
    // Placed in the viewport: a scroll would leave it behind its track.
    window.addEventListener('scroll', hide, { passive: true });
    return () => {
      window.removeEventListener('scroll', hide);
      stopTouch();
      hide();
      stopScene();
      stopInspector();
      resize.disconnect();
      slider.removeEventListener('pointermove', follow);
      slider.removeEventListener('pointerdown', follow);
      slider.removeEventListener('pointerup', follow);
      slider.removeEventListener('pointerleave', hide);
      slider.removeEventListener('pointercancel', hide);
    };
  }, [engine, inspector, scene, areaRef, sliderRef, inputRef]);

  return createPortal(
    <div ref={boxRef} className={styles.preview} role="img" aria-label="Preview" hidden data-testid="timeline-preview">
      <canvas ref={canvasRef} className={styles.picture} aria-hidden="true" />
      <span ref={labelRef} className={styles.time} aria-hidden="true" />
    </div>,
    document.body,
  );
}
