/** A department or office tree takes at most this many levels: a root is level 1 (docs/api/organization.md#trees). */
export const MAX_TREE_LEVELS = 10;

/** Where a node would sit once placed under a parent: what the rules need to know of the tree. */
export interface Placement {
  /** The node being placed; undefined for a new one. */
  nodeId?: string;
  /** The parent's ancestry, from the parent itself up to its root. */
  parentAncestry: readonly string[];
  /** Levels of the node's subtree, the node included (1 for a leaf or a new node). */
  subtreeLevels: number;
}

/** The rules of a department or office tree: no cycle, at most MAX_TREE_LEVELS levels. Pure. */
export const OrgTreeRules = {
  /** Why the placement is refused (the message after `parentId`), or null when it holds. */
  placementRefusal({ nodeId, parentAncestry, subtreeLevels }: Placement): string | null {
    if (nodeId !== undefined && parentAncestry.includes(nodeId)) return 'must not be the node itself or one of its descendants (a cycle)';
    const deepest = parentAncestry.length + subtreeLevels;
    if (deepest > MAX_TREE_LEVELS) return `would make the tree ${deepest} levels deep; at most ${MAX_TREE_LEVELS} are allowed`;
    return null;
  },
};
