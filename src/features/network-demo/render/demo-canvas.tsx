import styles from './demo-canvas.module.css';

const CANVAS_LABEL =
  'Animated influence network: a verified account posts, then 24 influencers in three rings reshare it one after another; ' +
  'each shows a tweet that turns into an emotion emoji, and celebrity accounts light up in gold.';

interface Props {
  hidden: boolean;
  /** Hands the element to the runtime, which starts the scene on it (and stops it on dispose). */
  onCanvas: (canvas: HTMLCanvasElement | null) => void;
}

/**
 * The WebGL canvas's element and its place on the stage. The scene runs on its side of the runtime
 * (demo-runtime.ts, render/canvas-scene.ts): this element only reserves its place.
 */
export default function DemoCanvas({ hidden, onCanvas }: Props) {
  return (
    <div className={styles.host} data-hidden={hidden || undefined}>
      <canvas ref={onCanvas} role="img" aria-label={CANVAS_LABEL} />
    </div>
  );
}
