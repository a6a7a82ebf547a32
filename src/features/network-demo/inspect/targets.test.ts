import { DEMO } from '../../../config/constants';
import { describe, expect, it } from 'vitest';
import { CENTRAL_POST } from '../content/central-post';
import { DEMO_SCHEDULE as schedule } from '../playback/demo-schedule';
import { DEMO_TWEETS } from '../content/demo-tweets';
import { measureInter } from '../layout/inter-metrics.test-support';
import { buildSceneGeometry } from '../layout/scene-geometry';
import { stateAt } from '../playback/schedule';
import { announcement, targetDetails } from './target-details';
import { currentTargets, isTarget, nextInDirection, targetAt, TOUCH_HIT_RADIUS } from './targets';

const geometry = buildSceneGeometry(schedule, 356, 598, { post: CENTRAL_POST.text, tweets: DEMO_TWEETS }, measureInter);
const all = () => {
  const { phase, revealed } = stateAt(schedule, 14_000);
  return currentTargets(geometry, phase, revealed);
};

describe('targets', () => {
  it('are the post from phase 1 and the revealed nodes in reveal order', () => {
    expect(currentTargets(geometry, 0, [])).toEqual([]);
    const { phase, revealed } = stateAt(schedule, schedule.times.n2!.appear);
    expect(currentTargets(geometry, phase, revealed).map((t) => t.id)).toEqual(['post', 'n1', 'n2']);
    expect(['post', 'n1', 'n2', 'n3'].map((id) => isTarget({ phase, revealed }, id))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(isTarget({ phase: 0, revealed: [] }, 'post')).toBe(false);
  });

  it('give the post its resting size, the one it keeps after its entrance', () => {
    const post = all().find((t) => t.id === 'post')!;
    expect(post.r * 2).toBeCloseTo(geometry.post.resting.height, 9);
    expect(post.halfWidth * 2).toBeCloseTo(geometry.post.resting.width, 9);
    expect(geometry.post.resting.width).toBeCloseTo(geometry.post.width * DEMO.centralPostScale, 9);
  });

  it('are hit within the drawn circle by a mouse, within 22 px (44 px across) by a finger', () => {
    const n7 = all().find((t) => t.id === 'n7')!;
    expect(n7.r).toBeLessThan(TOUCH_HIT_RADIUS);
    const near = { x: n7.x + 20, y: n7.y };
    expect(targetAt(all(), near)).toBe(null);
    expect(targetAt(all(), near, TOUCH_HIT_RADIUS)?.id).toBe('n7');
    expect(targetAt(all(), { x: n7.x + 23, y: n7.y }, TOUCH_HIT_RADIUS)?.id).not.toBe('n7');
    expect(targetAt(all(), geometry.layout.centre)?.id).toBe('post');
  });

  it('are walked by direction: nearest in the arrow’s direction, none past the edge', () => {
    const targets = all();
    const post = targets.find((t) => t.id === 'post')!;
    const up = nextInDirection(targets, post, 'up')!;
    expect(up.y).toBeLessThan(post.y);
    const topmost = targets.reduce((a, b) => (b.y < a.y ? b : a));
    expect(nextInDirection(targets, topmost, 'up')).toBe(null);
    const right = nextInDirection(targets, post, 'right')!;
    expect(right.x).toBeGreaterThan(post.x);
  });
});

describe('target details', () => {
  it('announce a node as a screen reader hears it', () => {
    const bubbles = stateAt(schedule, 14_000).bubbles;
    expect(announcement(targetDetails(schedule, 'n7', bubbles, DEMO_TWEETS))).toBe(
      '@node_nate, layer 2, 45K followers, reached at 6.5 s via @mara_onchain',
    );
    expect(announcement(targetDetails(schedule, 'n13', bubbles, DEMO_TWEETS))).toBe(
      '@elena_macro, layer 3, celebrity, 12.4M followers, reached at 8.3 s via @node_nate',
    );
    expect(announcement(targetDetails(schedule, 'post', bubbles, DEMO_TWEETS))).toBe(
      '@AmplifySubnet, the central post, posted at 1.5 s',
    );
  });

  it('give layer 1 the central post as its way in, what each layer adds to Earned, and the emotion once shown', () => {
    const n1 = schedule.times.n1!;
    const before = targetDetails(schedule, 'n1', stateAt(schedule, n1.emoji - 1).bubbles, DEMO_TWEETS);
    expect(before).toMatchObject({ via: 'the central post', earned: 47.8, emotion: null, text: DEMO_TWEETS.n1 });
    expect(targetDetails(schedule, 'n1', stateAt(schedule, n1.emoji).bubbles, DEMO_TWEETS).emotion).toBe('fire');
    expect(targetDetails(schedule, 'n9', {}, DEMO_TWEETS).earned).toBe(12.5);
    expect(targetDetails(schedule, 'n20', {}, DEMO_TWEETS).earned).toBe(89.2);
  });
});
