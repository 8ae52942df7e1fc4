import { STATUS_CODES, maxHeaderSize as defaultMaxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody, statusOf } from './envelope';
import type { ErrorCode } from '../errors';

interface ClientError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

/**
 * 414 or 431 for a request Node's HTTP parser refuses for size (request line plus headers over
 * `maxHeaderSize`, 16 KiB by default). A request line that does not end within the bytes the parser
 * saw, or takes more than half of the limit, is the URI's fault; otherwise the headers'.
 */
export function oversizedRequestCode(error: ClientError, maxHeaderSize: number): ErrorCode {
  const lineEnd = error.rawPacket?.indexOf('\r\n') ?? -1;
  return lineEnd === -1 || lineEnd > maxHeaderSize / 2 ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
}

const OVERSIZED_MESSAGES: Partial<Record<ErrorCode, (limit: number) => string>> = {
  URI_TOO_LONG: (limit) => `The request line (method, path and query string) exceeds the ${limit} bytes allowed for it and the headers`,
  HEADERS_TOO_LARGE: (limit) => `The request line and headers exceed ${limit} bytes`,
};

/**
 * Answers requests the HTTP parser rejects before Express sees them: oversized ones with the error
 * envelope (414 URI_TOO_LONG, 431 HEADERS_TOO_LARGE), anything else as Node does by default, then
 * closes the socket. Without a listener Node answers an oversized request line with a bare 431, or
 * resets the connection when the line arrives in one large packet.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    // A response already under way on this socket cannot be followed by another one.
    if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const limit = (server as Server & { maxHeaderSize?: number }).maxHeaderSize ?? defaultMaxHeaderSize;
      const code = oversizedRequestCode(error, limit);
      const body = JSON.stringify(errorBody(code, OVERSIZED_MESSAGES[code]!(limit)));
      const status = statusOf(code);
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ` +
          `${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      return;
    }
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW' ? 413 : 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
  });
}
