/** Runs a batch of items with one call and answers each item's caller with its own result (in input order). */
export type BatchRun<Item, Result> = (items: readonly Item[]) => Promise<readonly Result[]>;

/**
 * Gathers the calls made during one turn of the event loop and runs them as one batch (one SQL
 * statement for many rows instead of a round trip each): `run(item)` resolves with that item's
 * result once the batch has run. When the batch fails, each of its items runs again alone, so a
 * call rejects with its own error (a batch must be safe to run again: one statement, rolled back
 * when it fails, or writes that check what is written already). A batch starts at the next
 * `setImmediate` (after the I/O callbacks of this turn), or at once when it holds `maxBatch` items.
 * An idle process pays one turn: a lone call runs alone, about as soon as it would have.
 */
export class TurnBatcher<Item, Result> {
  private waiting: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }> = [];
  private scheduled: NodeJS.Immediate | undefined;

  constructor(
    private readonly runBatch: BatchRun<Item, Result>,
    private readonly maxBatch: number,
  ) {}

  run(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.waiting.length >= this.maxBatch) this.flush();
      else this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    if (this.scheduled !== undefined) clearImmediate(this.scheduled);
    this.scheduled = undefined;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    void this.runBatch(batch.map(({ item }) => item)).then(
      (results) => {
        if (results.length !== batch.length) {
          const error = new Error(`A batch of ${batch.length} items returned ${results.length} results`);
          batch.forEach(({ reject }) => reject(error));
          return;
        }
        batch.forEach(({ resolve }, index) => resolve(results[index]));
      },
      (error: unknown) => {
        if (batch.length === 1) return batch[0].reject(error);
        // One item can fail the whole batch (a value the database refuses): each item alone then, so only its own call fails.
        for (const { item, resolve, reject } of batch) void this.runBatch([item]).then(([result]) => resolve(result), reject);
      },
    );
  }
}
