import { roundsOfDistinct } from './rounds-of-distinct';

describe(roundsOfDistinct.name, () => {
  it('keeps distinct items in one round, in their order', () => {
    expect(roundsOfDistinct(['a', 'b', 'c'], (item) => item)).toEqual([[0, 1, 2]]);
  });

  it('puts each repeat of a key into the next round', () => {
    const items = [{ id: 'x' }, { id: 'y' }, { id: 'x' }, { id: 'x' }, { id: 'y' }, { id: 'z' }];
    expect(roundsOfDistinct(items, (item) => item.id)).toEqual([[0, 1, 5], [2, 4], [3]]);
  });

  it('has no round for no items', () => {
    expect(roundsOfDistinct([], String)).toEqual([]);
  });
});
