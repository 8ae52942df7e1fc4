/**
 * The items' indexes split into rounds in which no key appears twice, in their order: a batch
 * statement that may touch a row once (an UPDATE, ON CONFLICT DO UPDATE) runs a round at a time,
 * and a later item of the same row then sees the earlier one.
 */
export function roundsOfDistinct<Item>(items: readonly Item[], keyOf: (item: Item) => string): number[][] {
  const rounds: number[][] = [];
  const roundOf = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    const round = (roundOf.get(key) ?? -1) + 1;
    roundOf.set(key, round);
    (rounds[round] ??= []).push(index);
  });
  return rounds;
}
