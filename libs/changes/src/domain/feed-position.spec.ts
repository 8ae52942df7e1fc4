import { ValidationFailedError } from '@app/core';
import { compareFeedPositions, decodeFeedCursor, encodeFeedCursor } from './feed-position';

describe('feed position', () => {
  it('round-trips through its cursor, with xids beyond a JavaScript number', () => {
    const position = { txid: '18446744073709551615', seq: '9223372036854775807' };
    expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position);
  });

  it.each([
    '',
    'abc',
    Buffer.from('1.2.3').toString('base64url'),
    Buffer.from('01.2').toString('base64url'),
    Buffer.from('-1.2').toString('base64url'),
    Buffer.from('1.').toString('base64url'),
    Buffer.from('1.9223372036854775808').toString('base64url'),
    Buffer.from('18446744073709551616.1').toString('base64url'),
    Buffer.from('99999999999999999999.99999999999999999999').toString('base64url'),
  ])('refuses %j as a cursor it did not issue', (cursor) => expect(() => decodeFeedCursor(cursor)).toThrow(ValidationFailedError));

  it('orders by transaction id, then by order within the transaction, numerically', () => {
    expect(compareFeedPositions({ txid: '9', seq: '100' }, { txid: '10', seq: '1' })).toBe(-1);
    expect(compareFeedPositions({ txid: '10', seq: '9' }, { txid: '10', seq: '10' })).toBe(-1);
    expect(compareFeedPositions({ txid: '10', seq: '10' }, { txid: '10', seq: '10' })).toBe(0);
    expect(compareFeedPositions({ txid: '11', seq: '1' }, { txid: '10', seq: '10' })).toBe(1);
  });
});
