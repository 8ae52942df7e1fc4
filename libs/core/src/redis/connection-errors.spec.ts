import { EventEmitter } from 'node:events';
import { logConnectionErrors } from './connection-errors';

describe(logConnectionErrors.name, () => {
  afterEach(() => jest.useRealTimers());

  it('logs the first error at once, then at most one line a minute counting the errors in between', () => {
    jest.useFakeTimers({ now: 0 });
    const connection = new EventEmitter();
    const lines: string[] = [];
    logConnectionErrors(connection, { warn: (line) => lines.push(line) }, 'REDIS_URL: queue q');
    for (let attempt = 0; attempt < 5; attempt++) connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(lines).toEqual(['REDIS_URL: queue q: connect ECONNREFUSED 127.0.0.1:6379']);
    jest.setSystemTime(59_999);
    connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(lines).toHaveLength(1);
    jest.setSystemTime(60_000);
    connection.emit('error', new Error('getaddrinfo ENOTFOUND redis'));
    expect(lines).toEqual([
      'REDIS_URL: queue q: connect ECONNREFUSED 127.0.0.1:6379',
      'REDIS_URL: queue q: getaddrinfo ENOTFOUND redis (5 more since the last line)',
    ]);
  });

  it('is the listener that keeps an emitter from throwing an unhandled error event', () => {
    const connection = new EventEmitter();
    expect(() => connection.emit('error', new Error('down'))).toThrow('down');
    logConnectionErrors(connection, { warn: () => undefined }, 'x');
    expect(() => connection.emit('error', new Error('down'))).not.toThrow();
  });
});
