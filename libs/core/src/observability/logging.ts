import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Level, type Logger as Pino } from 'pino';

/** The process's pino logger (JSON lines on stdout). */
export const PINO = Symbol('PINO');
/** Where the log lines go: stdout, or a stream a test reads. */
export const LOG_DESTINATION = Symbol('LOG_DESTINATION');

let stdout: DestinationStream | undefined;

/**
 * Stdout, written asynchronously: lines logged while a write is in flight go out together in the
 * next one (a system call per line is expensive under load); flushed on shutdown and at exit.
 * One per process, however many apps it boots (tests).
 */
export function stdoutDestination(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}

/**
 * JSON logs: ISO time and level names. A line about a request carries its `requestId` field,
 * passed by the code that writes it (it holds the request): no AsyncLocalStorage, whose async
 * hooks slow every `await` of the process on Node 20 (docs/adr/0028-request-ids-and-logs.md).
 */
export function createPino(level: string, destination: DestinationStream | NodeJS.WritableStream): Pino {
  return pino({ level, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, destination as DestinationStream);
}

/** Nest's per-module start-up lines (one per module, controller and route): detail, not news. */
const FRAMEWORK_START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * Nest's LoggerService on pino, so `new Logger(context)` everywhere writes the same JSON lines.
 * Nest's per-module start-up lines go out at debug, not info.
 */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(@Inject(PINO) private readonly pino: Pino) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = params[params.length - 1];
    this.write(typeof context === 'string' && FRAMEWORK_START_UP_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params, true);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params, true);
  }

  /** Writes what is buffered (before exit). */
  flush(): void {
    this.pino.flush();
  }

  private write(level: Level, message: unknown, params: unknown[], mayHaveStack = false): void {
    if (!this.pino.isLevelEnabled(level)) return;
    // Nest appends the logger's context as the last string; error() may pass a stack before it.
    const rest = [...params];
    const fields: Record<string, unknown> = {};
    if (rest.length > 0 && typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
    if (mayHaveStack && typeof rest[0] === 'string' && rest[0].includes('\n')) fields.stack = rest.shift();
    let text: string | undefined;
    if (message instanceof Error) {
      fields.err = message;
      text = message.message;
    } else if (typeof message === 'object' && message !== null) {
      const { msg, ...other } = message as Record<string, unknown>;
      Object.assign(fields, other);
      text = msg === undefined ? undefined : String(msg);
    } else {
      text = String(message);
    }
    if (rest.length > 0) fields.params = rest;
    this.pino[level](fields, text);
  }
}
