import { Writable } from 'node:stream';
import { AppLogger, createPino } from './logging';
import { requestIdFrom } from './request-context';

function capture(): { stream: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line !== '') lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

describe(AppLogger.name, () => {
  it('writes JSON lines with level names, ISO time, the context, and the fields of an object message (the request id of a request)', () => {
    const { stream, lines } = capture();
    const logger = new AppLogger(createPino('info', stream));
    logger.log('outside', 'Boot');
    logger.warn({ msg: 'about a request', requestId: 'req-1' }, 'Service');
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'outside', context: 'Boot' });
    expect(lines[0].requestId).toBeUndefined();
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'about a request', context: 'Service', requestId: 'req-1' });
    expect(new Date(lines[1].time as string).toISOString()).toBe(lines[1].time);
  });

  it('keeps the stack of error() and the fields of an object message', () => {
    const { stream, lines } = capture();
    const logger = new AppLogger(createPino('info', stream));
    logger.error({ msg: 'Unhandled error e-1', errorId: 'e-1' }, 'Error: boom\n    at somewhere', 'ApiExceptionFilter');
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'Unhandled error e-1',
      errorId: 'e-1',
      context: 'ApiExceptionFilter',
      stack: 'Error: boom\n    at somewhere',
    });
  });

  it("writes Nest's per-module start-up lines at debug, its other lines at info", () => {
    const { stream, lines } = capture();
    const logger = new AppLogger(createPino('debug', stream));
    logger.log('CoreModule dependencies initialized', 'InstanceLoader');
    logger.log('CandidatesController {/api/v1/candidates}:', 'RoutesResolver');
    logger.log('Mapped {/api/v1/candidates, POST} route', 'RouterExplorer');
    logger.log('Nest application successfully started', 'NestApplication');
    expect(lines.map(({ level, context }) => [level, context])).toEqual([
      ['debug', 'InstanceLoader'],
      ['debug', 'RoutesResolver'],
      ['debug', 'RouterExplorer'],
      ['info', 'NestApplication'],
    ]);
    const quiet = capture();
    new AppLogger(createPino('info', quiet.stream)).log('CoreModule dependencies initialized', 'InstanceLoader');
    expect(quiet.lines).toEqual([]);
  });

  it('honours the level', () => {
    const { stream, lines } = capture();
    const logger = new AppLogger(createPino('warn', stream));
    logger.log('dropped');
    logger.debug('dropped');
    logger.warn('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });
});

describe('requestIdFrom', () => {
  it('echoes a short plain id and replaces anything else with a UUID', () => {
    expect(requestIdFrom('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    expect(requestIdFrom('a'.repeat(128))).toBe('a'.repeat(128));
    for (const bad of [undefined, '', 'a'.repeat(129), 'with space', 'quote"', 'new\nline', ['a', 'b']]) {
      expect(requestIdFrom(bad as string | undefined)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
