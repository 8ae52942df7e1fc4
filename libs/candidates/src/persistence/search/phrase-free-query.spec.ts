import { phraseFreeQuery } from './phrase-free-query';

/** Inputs are PostgreSQL's text of websearch_to_tsquery('ats_search', q) for the q in each name. */
describe('phraseFreeQuery', () => {
  it.each([
    ['"machine learning" -java', "'machin' <-> 'learn' & !'java'", "(('machin' & 'learn') & !('java'))"],
    ['"head of engineering" (a stop word inside)', "'head' <2> 'engin'", "('head' & 'engin')"],
    ['"a b" or "c d"', "'b' | 'c' <-> 'd'", "('b' | ('c' & 'd'))"],
    ['"senior backend engineer" react', "'senior' <-> 'backend' <-> 'engin' & 'react'", "((('senior' & 'backend') & 'engin') & 'react')"],
    ["o'brien (an apostrophe makes a phrase)", "'o' <-> 'brien'", "('o' & 'brien')"],
    ['python -"machine learning"', "'python' & !( 'machin' <-> 'learn' )", "'python'"],
    ['"foo-bar baz"', "'foo-bar' <-> 'foo' <-> 'bar' <-> 'baz'", "((('foo-bar' & 'foo') & 'bar') & 'baz')"],
  ])('drops the word order of %s, keeping every word and exclusion', (_q, tsquery, expected) => {
    expect(phraseFreeQuery(tsquery)).toBe(expected);
  });

  it('keeps escaped quotes and backslashes, prefixes and weights of a lexeme as written', () => {
    expect(phraseFreeQuery("'it''s' <-> 'c:\\\\x' <-> 'sup':* <-> 'ab':AB")).toBe("((('it''s' & 'c:\\\\x') & 'sup':*) & 'ab':AB)");
  });

  it('honours priorities and parentheses: ! before <-> before & before |', () => {
    expect(phraseFreeQuery("'a' | 'b' & 'c' <-> 'd'")).toBe("('a' | ('b' & ('c' & 'd')))");
    expect(phraseFreeQuery("( 'a' | 'b' ) <-> 'c'")).toBe("(('a' | 'b') & 'c')");
    expect(phraseFreeQuery("!'a' & 'b' <-> 'c'")).toBe("(!('a') & ('b' & 'c'))");
  });

  it('lets any row through for an exclusion inside a phrase, or of a phrase', () => {
    // 'a' <-> !'b': an a not followed by b, which a row holding b elsewhere may have.
    expect(phraseFreeQuery("'a' <-> !'b'")).toBe("'a'");
    expect(phraseFreeQuery("'a' <-> ( 'b' | !'c' )")).toBe("'a'");
    expect(phraseFreeQuery("'a' | !( 'b' <-> 'c' )")).toBeNull();
    expect(phraseFreeQuery("!( 'machin' <-> 'learn' )")).toBeNull();
  });

  it('answers null when there is no phrase: the query is exact for the index as it is', () => {
    for (const tsquery of ["'rust' | 'terraform'", "'python' & !'java'", "'mohammed.fernandez5000@gmail.com'", '']) {
      expect(phraseFreeQuery(tsquery)).toBeNull();
    }
  });

  it('answers null for text that is not a tsquery, leaving the query to PostgreSQL as it is', () => {
    for (const text of ["'unterminated <-> 'x", "'a' <-> ", "'a' <-> 'b' )", "( 'a' <-> 'b'", 'bare <-> word']) {
      expect(phraseFreeQuery(text)).toBeNull();
    }
  });
});
