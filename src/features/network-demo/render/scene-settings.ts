// Every tunable of how the scene draws, in one typed object, as sigma.js keeps DEFAULT_SETTINGS: the
// resolutions it draws at and how it lowers them while frames are slow, how it dims and hides, and
// the sheet its images are painted into. Where things stand is layout/'s; what the spec times is
// config/constants.ts's.

export const SCENE_SETTINGS = {
  /** The most device pixels per CSS pixel the canvas and its pictures draw at, whatever the screen's. */
  maxResolution: 2,
  /** Adaptive quality (resolution-governor.ts), off on /?debug, which shows the exact picture. */
  governor: {
    /** The least resolution it steps down to. */
    minResolution: 0.75,
    step: 0.25,
    /** A window whose median frame is slower than this steps down (ms). */
    slowFrameMs: 21,
    /** Windows whose median frame is at least this fast allow a step up (ms). */
    fastFrameMs: 17.5,
    /** Frames per window. */
    windowFrames: 30,
    /** A gap this long is a pause, a hidden tab or a scroll away, not a slow frame (ms). */
    gapMs: 250,
  },
  /** How much of its opacity what is off an open card's path keeps. */
  dimmedAlpha: 0.22,
  /** The scale of a hidden object: exactly 0 makes a singular transform. */
  hiddenScale: 0.0001,
  /** The sheet every image is painted into once per layout: its width and the gap between images (CSS px). */
  sheet: { width: 1024, gap: 2 },
  /** How often a picture's pixels are polled for, once the GPU was asked to copy them (ms). */
  pixelPollMs: 4,
} as const;
