// The stages the scene's damage tests draw on, a desktop's and a phone's (inner sizes in CSS px),
// with the scene's geometry there and a fresh frame at any t.
import { CENTRAL_POST } from '../content/central-post';
import { DEMO_SCHEDULE } from '../playback/demo-schedule';
import { DEMO_TWEETS } from '../content/demo-tweets';
import { createSceneFrame, writeSceneFrame } from '../playback/scene-frame';
import { measureInter } from './inter-metrics.test-support';
import { buildSceneGeometry } from './scene-geometry';

export const TEST_STAGES: [number, number][] = [
  [1150, 698],
  [356, 598],
];

/** The geometry of a stage `width` × `height`, and the scene's values at any t. */
export function stageFixture(width: number, height: number) {
  const geometry = buildSceneGeometry(
    DEMO_SCHEDULE,
    width,
    height,
    { post: CENTRAL_POST.text, tweets: DEMO_TWEETS },
    measureInter,
  );
  const frameAt = (t: number) => writeSceneFrame(createSceneFrame(DEMO_SCHEDULE), DEMO_SCHEDULE, t);
  return { geometry, frameAt };
}
