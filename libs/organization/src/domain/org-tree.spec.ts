import { MAX_TREE_LEVELS, OrgTreeRules } from './org-tree';

describe('OrgTreeRules', () => {
  const chain = (levels: number) => Array.from({ length: levels }, (_, index) => `n${levels - index}`);

  it('places a new root, and a node under a parent of level 9', () => {
    expect(OrgTreeRules.placementRefusal({ parentAncestry: [], subtreeLevels: 1 })).toBeNull();
    expect(OrgTreeRules.placementRefusal({ parentAncestry: chain(MAX_TREE_LEVELS - 1), subtreeLevels: 1 })).toBeNull();
  });

  it('refuses an 11th level, counting the subtree moved along', () => {
    expect(OrgTreeRules.placementRefusal({ parentAncestry: chain(MAX_TREE_LEVELS), subtreeLevels: 1 })).toMatch(/11 levels deep/);
    expect(OrgTreeRules.placementRefusal({ nodeId: 'x', parentAncestry: chain(5), subtreeLevels: 6 })).toMatch(/11 levels deep/);
    expect(OrgTreeRules.placementRefusal({ nodeId: 'x', parentAncestry: chain(5), subtreeLevels: 5 })).toBeNull();
  });

  it('refuses the node itself or a descendant as its parent', () => {
    expect(OrgTreeRules.placementRefusal({ nodeId: 'n1', parentAncestry: ['n1'], subtreeLevels: 1 })).toMatch(/cycle/);
    expect(OrgTreeRules.placementRefusal({ nodeId: 'n1', parentAncestry: ['n3', 'n2', 'n1'], subtreeLevels: 3 })).toMatch(/cycle/);
  });
});
