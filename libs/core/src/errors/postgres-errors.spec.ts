import { isDatabaseUnavailable } from './postgres-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['the pool timing out handing out a connection', new Error('timeout exceeded when trying to connect')],
    ['a connection timing out while connecting', new Error('Connection terminated due to connection timeout')],
    ['a connection dropped under a query', new Error('Connection terminated unexpectedly')],
    ['a client used after its connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['the server shutting down (57P01)', { driverError: withCode('terminating connection due to administrator command', '57P01') }],
    ['the server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['refused credentials (28P01)', withCode('password authentication failed for user "ats"', '28P01')],
    ['a connection exception (08006)', { driverError: withCode('connection failure', '08006') }],
    [
      'refusals on IPv4 and IPv6 at once',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')]),
    ],
    ['a wrapped cause', new Error('query failed', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') })],
  ])('is true for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', { driverError: withCode('duplicate key value', '23505') }],
    ['a syntax error', withCode('syntax error at or near "x"', '42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['a string', 'boom'],
  ])('is false for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
