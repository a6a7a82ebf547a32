// The path an inspected node was reached by: itself, each parent, and the central post.
import { CENTRAL_POST_ID, type DemoNode } from '../content/demo-nodes';

export function inspectedPath(nodes: readonly DemoNode[], id: string): Set<string> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path = new Set<string>([CENTRAL_POST_ID]);
  for (let node = byId.get(id); node && !path.has(node.id); node = byId.get(node.connectsTo[0]!)) path.add(node.id);
  return path;
}
