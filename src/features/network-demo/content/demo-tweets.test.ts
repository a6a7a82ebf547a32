import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from './demo-nodes';
import { DEMO_TWEETS } from './demo-tweets';

describe('demo tweets', () => {
  it('gives every node, and only the nodes, a tweet', () => {
    expect(Object.keys(DEMO_TWEETS).sort()).toEqual(DEMO_NODES.map((node) => node.id).sort());
    for (const node of DEMO_NODES) expect(DEMO_TWEETS[node.id]!.trim().length, node.id).toBeGreaterThan(10);
  });
});
