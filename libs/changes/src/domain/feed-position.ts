import { ValidationFailedError } from '@app/core';

/**
 * A place in the change feed: after the change `seq` of transaction `txid` (docs/adr/0043-change-feed-order.md).
 * Both are decimal strings: xid8 and bigint exceed a JavaScript number.
 */
export interface FeedPosition {
  txid: string;
  seq: string;
}

const DECIMAL = /^(0|[1-9]\d{0,19})$/;
/** The largest xid8 and the largest bigint: a position beyond them was never issued (and PostgreSQL would refuse it). */
const MAX_TXID = '18446744073709551615';
const MAX_SEQ = '9223372036854775807';

export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${position.txid}.${position.seq}`).toString('base64url');
}

/** The position a cursor names; 422 for anything this API did not issue. */
export function decodeFeedCursor(cursor: string): FeedPosition {
  const [txid, seq, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (
    rest.length > 0 ||
    !DECIMAL.test(txid ?? '') ||
    !DECIMAL.test(seq ?? '') ||
    compareDecimals(txid, MAX_TXID) > 0 ||
    compareDecimals(seq, MAX_SEQ) > 0 ||
    encodeFeedCursor({ txid, seq }) !== cursor
  ) {
    throw new ValidationFailedError([{ location: 'query', path: 'cursor', message: 'cursor is not a cursor this API issued' }]);
  }
  return { txid, seq };
}

export function compareFeedPositions(a: FeedPosition, b: FeedPosition): number {
  return compareDecimals(a.txid, b.txid) || compareDecimals(a.seq, b.seq);
}

function compareDecimals(a: string, b: string): number {
  return a.length !== b.length ? Math.sign(a.length - b.length) : a < b ? -1 : a > b ? 1 : 0;
}
