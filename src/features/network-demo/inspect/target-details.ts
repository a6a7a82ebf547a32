// What a target's card says, and what a screen reader hears when it is reached.
import { EARNED_PER_NODE_BY_LAYER } from '../../../config/constants';
import { CENTRAL_POST_ID, type Layer } from '../content/demo-nodes';
import { type Emotion } from '../content/emotions';
import { CENTRAL_POST } from '../content/central-post';
import type { BubbleState, Schedule } from '../playback/schedule';
import { secondsLabel } from '../playback/timeline-time';

export interface TargetDetails {
  id: string;
  handle: string;
  /** The post's author's name; a node's handle again. */
  name: string;
  layer: Layer | null;
  followers: string | null;
  celebrity: boolean;
  text: string;
  /** The emotion the node reacted with, once its bubble has collapsed into it. */
  emotion: Emotion | null;
  /** When it was reached (the post: when it appeared), in ms into the loop. */
  at: number;
  /** Whom it was reached through: `@parent`, or the central post for layer 1; null for the post. */
  via: string | null;
  /** What reaching it adds to Earned, in TAO. */
  earned: number | null;
}

export function targetDetails(
  schedule: Schedule,
  id: string,
  bubbles: Readonly<Record<string, BubbleState>>,
  tweets: Readonly<Record<string, string>>,
): TargetDetails {
  if (id === CENTRAL_POST_ID) {
    return {
      id,
      handle: `@${CENTRAL_POST.handle}`,
      name: CENTRAL_POST.name,
      layer: null,
      followers: null,
      celebrity: false,
      text: CENTRAL_POST.text,
      emotion: null,
      at: schedule.postAppear,
      via: null,
      earned: null,
    };
  }
  const node = schedule.nodes.find((n) => n.id === id);
  if (!node) throw new Error(`No demo node ${id}`);
  const parent = schedule.nodes.find((n) => n.id === node.connectsTo[0]);
  return {
    id,
    handle: `@${node.name}`,
    name: `@${node.name}`,
    layer: node.layer,
    followers: node.followers,
    celebrity: node.isCelebrity,
    text: tweets[id] ?? '',
    emotion: bubbles[id] === 'emoji' ? node.emotion : null,
    at: schedule.times[id]!.appear,
    via: parent ? `@${parent.name}` : 'the central post',
    earned: EARNED_PER_NODE_BY_LAYER[node.layer],
  };
}

/** The polite announcement when focus reaches a target: "@node_nate, layer 2, 45K followers, reached at 5.6 s via @mara_onchain". */
export function announcement(details: TargetDetails): string {
  if (details.layer === null) return `${details.handle}, the central post, posted at ${secondsLabel(details.at)}`;
  const celebrity = details.celebrity ? ', celebrity' : '';
  return `${details.handle}, layer ${details.layer}${celebrity}, ${details.followers} followers, reached at ${secondsLabel(details.at)} via ${details.via}`;
}
