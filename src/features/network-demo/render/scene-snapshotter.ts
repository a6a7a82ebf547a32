// What the scene offers for pictures of moments other than the clock's (the timeline's preview, the
// still, the clip): set by the scene while it can draw, read by whoever needs a picture.

/** RGBA pixels, row by row from the top. */
export interface ScenePicture {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

export interface SceneSnapshotter {
  /** The live canvas's resolution: its backing pixels per CSS pixel of the stage. */
  canvasResolution(): number;
  /** The picture's size in pixels at `resolution` (pixels per CSS pixel of the stage). */
  size(resolution: number): { width: number; height: number };
  /** A PNG of what the live canvas shows now, at its backing size, pixel for pixel. */
  canvasPng(): Promise<Blob>;
  /**
   * The scene at t, as the canvas would show it, drawn off-screen at `resolution` (or at
   * `supersample` times it and averaged down by the GPU, so thin lines and small text keep their
   * weight at a small size); its pixels are read without waiting for the GPU, and arrive a frame
   * or two later.
   */
  picture(t: number, resolution: number, supersample?: number): Promise<ScenePicture>;
  destroy(): void;
}
