/**
 * A full-text query without phrase operators that every match of a given query matches too, so a
 * GIN index answers it exactly: GIN keeps no positions, so for a phrase (`'machin' <-> 'learn'`)
 * it returns every row with both words and PostgreSQL re-checks each of them against its vector.
 * Search finds the rows of the phrase-free query through the index and checks the phrase only on
 * the newest of them, as many as its page needs (the phrase route, window-routes.ts).
 *
 * Works on PostgreSQL's text form of a `tsquery` (its output: quoted lexemes with `''` and `\\`
 * escaped, `!`, `&`, `|`, `<->` and `<N>`, parentheses where priorities need them).
 */

type QueryNode = { kind: 'operand'; text: string } | { kind: 'not'; operand: QueryNode } | { kind: 'and' | 'or' | 'phrase'; left: QueryNode; right: QueryNode };

/** Binding strength of each binary operator in PostgreSQL's tsquery (`!` binds tighter than all). */
const PRIORITY = { or: 1, and: 2, phrase: 3 } as const;
type BinaryKind = keyof typeof PRIORITY;

/** Matches every row: what a part of a query becomes when no phrase-free condition can stand for it. */
const EVERY_ROW = null;
type Superset = QueryNode | typeof EVERY_ROW;

/**
 * The phrase-free query for `tsquery` (PostgreSQL's text form), or null when the query has no
 * phrase (it is exact for the index as it is) or when nothing narrower than every row stands for it
 * (`!'a' <-> 'b'` alone).
 */
export function phraseFreeQuery(tsquery: string): string | null {
  const tree = new TsqueryParser(tsquery).parse();
  // Text this parser does not know is left to PostgreSQL as it is: slower (every row re-checked), never wrong.
  if (tree === undefined || tree === null || !hasPhrase(tree)) return null;
  const superset = outsidePhrase(tree);
  return superset === EVERY_ROW ? null : render(superset);
}

function hasPhrase(node: QueryNode): boolean {
  if (node.kind === 'operand') return false;
  if (node.kind === 'not') return hasPhrase(node.operand);
  return node.kind === 'phrase' || hasPhrase(node.left) || hasPhrase(node.right);
}

/** Outside a phrase, `!x` keeps its meaning (no row has x) unless x holds a phrase: then any row may match. */
function outsidePhrase(node: QueryNode): Superset {
  switch (node.kind) {
    case 'operand':
      return node;
    case 'not':
      return hasPhrase(node.operand) ? EVERY_ROW : node;
    case 'phrase':
      return both(insidePhrase(node.left), insidePhrase(node.right));
    case 'and':
      return both(outsidePhrase(node.left), outsidePhrase(node.right));
    case 'or':
      return either(outsidePhrase(node.left), outsidePhrase(node.right));
  }
}

/** Inside a phrase, `!x` speaks of one position (`'a' <-> !'b'`: an a not followed by b), so a row with x may match. */
function insidePhrase(node: QueryNode): Superset {
  switch (node.kind) {
    case 'operand':
      return node;
    case 'not':
      return EVERY_ROW;
    case 'phrase':
    case 'and':
      return both(insidePhrase(node.left), insidePhrase(node.right));
    case 'or':
      return either(insidePhrase(node.left), insidePhrase(node.right));
  }
}

function both(left: Superset, right: Superset): Superset {
  if (left === EVERY_ROW) return right;
  if (right === EVERY_ROW) return left;
  return { kind: 'and', left, right };
}

function either(left: Superset, right: Superset): Superset {
  return left === EVERY_ROW || right === EVERY_ROW ? EVERY_ROW : { kind: 'or', left, right };
}

/** Fully parenthesised, so the text means the tree whatever the priorities. */
function render(node: QueryNode): string {
  if (node.kind === 'operand') return node.text;
  if (node.kind === 'not') return `!(${render(node.operand)})`;
  const operator = { and: '&', or: '|', phrase: '<->' }[node.kind];
  return `(${render(node.left)} ${operator} ${render(node.right)})`;
}

class MalformedTsquery extends Error {}

/** Precedence climbing over the tokens of a tsquery's text form. */
class TsqueryParser {
  private position = 0;

  constructor(private readonly text: string) {}

  /** The query's tree, null for the empty query (only stop words), undefined for text that is not a tsquery's output. */
  parse(): QueryNode | null | undefined {
    this.skipSpaces();
    if (this.position === this.text.length) return null;
    try {
      const tree = this.expression(0);
      this.skipSpaces();
      return this.position === this.text.length ? tree : undefined;
    } catch (error) {
      if (error instanceof MalformedTsquery) return undefined;
      throw error;
    }
  }

  private expression(minimumPriority: number): QueryNode {
    let left = this.unary();
    for (;;) {
      this.skipSpaces();
      const operator = this.binaryOperator();
      if (operator === null || PRIORITY[operator.kind] < minimumPriority) return left;
      this.position += operator.length;
      // `<N>` (words N apart) narrows like `<->`: both become "both words" in the phrase-free query.
      left = { kind: operator.kind, left, right: this.expression(PRIORITY[operator.kind] + 1) };
    }
  }

  private unary(): QueryNode {
    this.skipSpaces();
    const char = this.text[this.position];
    if (char === '!') {
      this.position++;
      return { kind: 'not', operand: this.unary() };
    }
    if (char === '(') {
      this.position++;
      const inner = this.expression(0);
      this.skipSpaces();
      this.expect(')');
      return inner;
    }
    return { kind: 'operand', text: this.operand() };
  }

  /** A quoted lexeme and its modifiers (`:*`, weights), kept as written. */
  private operand(): string {
    const start = this.position;
    this.expect("'");
    for (;;) {
      const char = this.text[this.position];
      if (char === undefined) throw new MalformedTsquery();
      this.position += char === '\\' ? 2 : 1;
      if (char !== "'") continue;
      if (this.text[this.position] !== "'") break;
      this.position++;
    }
    const modifiers = /^:[*A-Da-d]+/.exec(this.text.slice(this.position));
    if (modifiers) this.position += modifiers[0].length;
    return this.text.slice(start, this.position);
  }

  private binaryOperator(): { kind: BinaryKind; length: number } | null {
    const rest = this.text.slice(this.position);
    if (rest.startsWith('&')) return { kind: 'and', length: 1 };
    if (rest.startsWith('|')) return { kind: 'or', length: 1 };
    const phrase = /^<(?:-|\d+)>/.exec(rest);
    return phrase ? { kind: 'phrase', length: phrase[0].length } : null;
  }

  private skipSpaces(): void {
    while (this.text[this.position] === ' ') this.position++;
  }

  private expect(char: string): void {
    if (this.text[this.position] !== char) throw new MalformedTsquery();
    this.position++;
  }
}
