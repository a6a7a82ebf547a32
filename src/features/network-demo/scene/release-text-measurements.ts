import { CanvasTextMetrics } from 'pixi.js';

type MeasurementCache = { _measurementCache: { clear(): void } };

/**
 * Empties Pixi's text measurement cache. It keys every measurement by its style's unique id and
 * keeps the style, and through the style's listeners each Text and the scene around it, for up to
 * a thousand entries: without this, every visit to the landing page left a scene behind (about
 * 0.3 MB each). Pixi has no public way to empty it.
 */
export function releaseTextMeasurements(): void {
  (CanvasTextMetrics as unknown as MeasurementCache)._measurementCache.clear();
}
