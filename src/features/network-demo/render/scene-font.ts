// The scene writes its text in Inter whenever the file can be loaded at all. The page's own Inter
// face is `font-display: optional`: text not ready for the first paint keeps its fallback for that
// page view, so it never reflows. A canvas has no reflow to avoid, and the scene lays out its text
// (the post's lines, bubble sizes and places) by Inter's metrics, so it loads the same file as a
// face of its own that waits for the file: the picture does not depend on how fast the font came.
// The file is the page's own preloaded core of Inter (the scene's text is all within it), so the
// scene fetches nothing more.
import fontWeights from '../../../styles/font-weights.json';
import interLatinUrl from '../../../styles/fonts/inter-latin-core-wght.woff2?url';

const SCENE_FONT_FAMILY = 'Amplify Scene Inter';

/** The CSS font family list the scene draws and measures its text with. */
export const SCENE_FONT_STACK = `"${SCENE_FONT_FAMILY}", "Inter Variable", Inter, system-ui, sans-serif`;

/** The fonts of the page, or of the worker this runs in (which has its own). */
const fontSet = (): FontFaceSet | undefined =>
  (globalThis as { fonts?: FontFaceSet }).fonts ?? (typeof document === 'undefined' ? undefined : document.fonts);

export interface SceneFont {
  /** Loads the face once; resolves (never rejects) when it is ready or has failed. */
  ready(): Promise<void>;
  /** Takes the face out of the page's or worker's fonts. */
  release(): void;
}

/** The scene's face, added to the fonts where the scene runs; its service owns one. */
export function createSceneFont(): SceneFont {
  let loading: Promise<void> | null = null;
  let added: { fonts: FontFaceSet; face: FontFace } | null = null;
  return {
    ready() {
      loading ??= (async () => {
        const fonts = fontSet();
        if (typeof FontFace === 'undefined' || !fonts) return;
        const face = new FontFace(SCENE_FONT_FAMILY, `url(${interLatinUrl}) format('woff2-variations')`, {
          weight: `${fontWeights.min} ${fontWeights.max}`,
          display: 'block',
        });
        fonts.add(face);
        added = { fonts, face };
        await face.load();
      })().catch((error: unknown) => {
        console.warn('The demo’s font could not be loaded; its text uses the system font instead.', error);
      });
      return loading;
    },
    release() {
      added?.fonts.delete(added.face);
      added = null;
    },
  };
}
