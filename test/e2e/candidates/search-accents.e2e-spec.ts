import { CANDIDATES_CONTEXT } from '@app/candidates';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { unique } from '../../kits/candidates-kit';

/** A seeded generator (mulberry32): the same cases on every run; a failure names its seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Letters whose accent is a combining mark (NFD), so that stripping marks spells them as unaccent does. */
const ACCENTED = 'áéíóúàèâêôäëïöüñçãõåÁÉÍÓÚÀÈÂÊÔÄËÏÖÜÑÇÃÕÅ';
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A name part of 3-12 characters with at least one accented letter and at least one digit, in any
 * order (PostgreSQL's parser makes such a token a `numword`, or `numhword` and its parts when hyphenated).
 */
function namePart(random: () => number): string {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)];
  const characters = [pick(ACCENTED), pick(DIGITS)];
  const length = 3 + Math.floor(random() * 10);
  while (characters.length < length) characters.push(pick(random() < 0.3 ? ACCENTED : random() < 0.6 ? PLAIN : DIGITS));
  for (let index = characters.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [characters[index], characters[other]] = [characters[other], characters[index]];
  }
  return characters.join('');
}

/** docs/api/search.md#query-syntax: matching ignores accents, also in words that hold digits (docs/adr/0018-search-text-and-matching.md, "q search"). */
describe('candidates: search ignores accents in words with digits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const search = async (q: string) => {
    const response = await t.api.get('/candidates').query({ q });
    expect(response.status).toBe(200);
    return response.body.data.map((row: { id: string }) => row.id) as string[];
  };

  it('finds Ñúñez followed by letters and digits by its unaccented spelling and a word of the summary', async () => {
    const lastName = `Ñúñezacc${unique()}b`;
    const found = await t.factory.candidate({ lastName, summary: 'Led engineering teams' });
    expect(await search(`engineer ${unaccented(lastName).toLowerCase()}`)).toEqual([found.id]);
  });

  it.each([1, 2, 3])('finds generated names with accents, digits and hyphens by their unaccented spelling with another word (seed %i)', async (seed) => {
    const random = generator(seed);
    // The marker keeps each case's results to its own candidate: a part alone may repeat across cases.
    const cases: Array<{ lastName: string; marker: string; id: string }> = [];
    for (let index = 0; index < 15; index++) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 3) }, () => namePart(random));
      const lastName = parts.join('-');
      const marker = `zq${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
      const created = await t.factory.candidate({ lastName, summary: `Led engineering teams at ${marker}` });
      cases.push({ lastName, marker, id: created.id });
    }
    for (const { lastName, marker, id } of cases) {
      const plain = unaccented(lastName);
      // Each spelling with a word of the summary (never the name alone, which the name's trigram test finds).
      for (const q of [`${plain} ${marker}`, `${marker} ${plain.toUpperCase()}`, `${lastName} ${marker}`, `"${plain.toLowerCase()}" engineer ${marker}`]) {
        expect({ q, found: await search(q) }).toEqual({ q, found: [id] });
      }
    }
  });

  // Last: it changes this file's database (each e2e file has its own) and puts it back.
  it('rebuilds, when it runs, the search rows indexed before it, and its down() puts the old mapping back', async () => {
    const lastName = `Ñúñez${unique()}b`;
    const marker = `zq${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
    const found = await t.factory.candidate({ lastName, summary: `Led ${marker}` });
    const q = `${unaccented(lastName)} ${marker}`;
    const Migration = CANDIDATES_CONTEXT.migrations?.find((migration) => migration.name === 'CandidateSearchAccents1763709900000');
    if (Migration === undefined) throw new Error('The migration CandidateSearchAccents1763709900000 is not in the list');
    const migration = new Migration();
    const runner = t.db.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await search(q)).toEqual([]);
      expect(await search(`${lastName} ${marker}`)).toEqual([found.id]);
      await migration.up(runner);
      expect(await search(q)).toEqual([found.id]);
    } finally {
      await runner.release();
    }
  });
});
