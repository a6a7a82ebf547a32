// The demo's sample network: 24 influencer nodes in three layers (6, 6, 12) around the central post
// (central-post.ts), each with the emotion it reacts with (emotions.ts).
import type { Emotion } from './emotions';

/** The network's layers, innermost first. */
export const LAYERS = [1, 2, 3] as const;
export type Layer = (typeof LAYERS)[number];

export interface DemoNode {
  id: string;
  /** The influencer's handle on X, without the @. */
  name: string;
  /** Frame name of the avatar in the demo atlas (see atlas-grid.ts). */
  avatar: string;
  /** Centre of the avatar, in percent of the scene's width and height. */
  position: { x: number; y: number };
  /** Follower count as displayed: "45K", "1.2M". */
  followers: string;
  layer: Layer;
  /** Parent: the central post for layer 1, a layer-1 node for layer 2, a layer-2 node for layer 3. */
  connectsTo: string[];
  isCelebrity: boolean;
  emotion: Emotion;
}

/** Id the layer-1 nodes connect to. */
export const CENTRAL_POST_ID = 'post';

/** Ring radii in percent of width / height: three legible rings around the central post. */
export const RING = { 1: { rx: 21, ry: 29 }, 2: { rx: 34, ry: 38 }, 3: { rx: 43, ry: 42.5 } } as const;

/** A point on the layer's ring; 0° points right, 90° down. */
function onRing(layer: Layer, degrees: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  const { rx, ry } = RING[layer];
  return {
    x: Math.round((50 + rx * Math.cos(radians)) * 10) / 10,
    y: Math.round((50 + ry * Math.sin(radians)) * 10) / 10,
  };
}

type Row = [
  id: string,
  name: string,
  followers: string,
  degrees: number,
  parent: string,
  celebrity: boolean,
  emotion: Emotion,
];

const LAYER_1: Row[] = [
  ['n1', 'mara_onchain', '182K', 330, CENTRAL_POST_ID, false, 'fire'],
  ['n2', 'tensor_tom', '96K', 30, CENTRAL_POST_ID, false, 'rocket'],
  ['n3', 'defi_dana', '240K', 90, CENTRAL_POST_ID, false, 'clap'],
  ['n4', 'quantum_quill', '71K', 150, CENTRAL_POST_ID, false, 'hundred'],
  ['n5', 'ai_ines', '310K', 210, CENTRAL_POST_ID, false, 'heart-eyes'],
  ['n6', 'block_bex', '128K', 270, CENTRAL_POST_ID, false, 'eyes'],
];

const LAYER_2: Row[] = [
  ['n7', 'node_nate', '45K', 348, 'n1', false, 'muscle'],
  ['n8', 'satoshi_sol', '62K', 48, 'n2', false, 'gem'],
  ['n9', 'gradient_gia', '38K', 108, 'n3', false, 'raised-hands'],
  ['n10', 'hash_harper', '54K', 168, 'n4', false, 'party'],
  ['n11', 'vector_vic', '29K', 228, 'n5', false, 'mind-blown'],
  ['n12', 'crypto_cleo', '77K', 288, 'n6', false, 'star-struck'],
];

const LAYER_3: Row[] = [
  ['n13', 'elena_macro', '12.4M', 332, 'n7', true, 'fire'],
  ['n14', 'kai_builds', '88K', 4, 'n7', false, 'rocket'],
  ['n15', 'luca_layer2', '64K', 32, 'n8', false, 'clap'],
  ['n16', 'zara_zk', '150M', 64, 'n8', true, 'star-struck'],
  ['n17', 'omar_ops', '41K', 92, 'n9', false, 'hundred'],
  ['n18', 'priya_prompts', '230K', 124, 'n9', false, 'heart-eyes'],
  ['n19', 'felix_forks', '19K', 152, 'n10', false, 'eyes'],
  ['n20', 'nova_nodes', '48M', 184, 'n10', true, 'mind-blown'],
  ['n21', 'ruby_rollup', '27K', 212, 'n11', false, 'party'],
  ['n22', 'theo_tokens', '105K', 244, 'n11', false, 'gem'],
  ['n23', 'sam_signal', '8.9M', 272, 'n12', true, 'raised-hands'],
  ['n24', 'ivy_infra', '33K', 304, 'n12', false, 'muscle'],
];

function toNode(layer: Layer) {
  return ([id, name, followers, degrees, parent, isCelebrity, emotion]: Row): DemoNode => ({
    id,
    name,
    avatar: id,
    position: onRing(layer, degrees),
    followers,
    layer,
    connectsTo: [parent],
    isCelebrity,
    emotion,
  });
}

/** The 24 nodes in data order: layer 1, then 2, then 3. */
export const DEMO_NODES: readonly DemoNode[] = [
  ...LAYER_1.map(toNode(1)),
  ...LAYER_2.map(toNode(2)),
  ...LAYER_3.map(toNode(3)),
];
