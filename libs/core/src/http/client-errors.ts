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

/** The envelope for a request the parser refused for anything but size: what it refused, in its words. */
function refusal(error: ClientError): { code: ErrorCode; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time' };
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { code: 'PAYLOAD_TOO_LARGE', message: 'The chunk extensions of the body are too large' };
  // llhttp's reason ("Request has invalid `Transfer-Encoding`"), without its "Parse Error: " prefix.
  const reason = error.message.replace(/^Parse Error: /, '').slice(0, 200);
  return { code: 'MALFORMED_REQUEST', message: `The request is not valid HTTP/1.1: ${reason}` };
}

/**
 * Answers requests Node's HTTP parser rejects, with the error envelope, then closes the socket:
 * oversized ones 414 URI_TOO_LONG or 431 HEADERS_TOO_LARGE, a late one 408 REQUEST_TIMEOUT, any
 * other 400 MALFORMED_REQUEST. The parser may refuse a request after Express got its headers
 * (`Transfer-Encoding: xchunked`, a bad chunk): it is still answered while its response has sent
 * nothing. Without a listener Node answers a bare 400 or 431, or resets the connection when an
 * oversized request line arrives in one large packet.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    // A response already under way on this socket cannot be followed by another one.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    let code: ErrorCode;
    let message: string;
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const limit = (server as Server & { maxHeaderSize?: number }).maxHeaderSize ?? defaultMaxHeaderSize;
      code = oversizedRequestCode(error, limit);
      message = OVERSIZED_MESSAGES[code]!(limit);
    } else {
      ({ code, message } = refusal(error));
    }
    const body = JSON.stringify(errorBody(code, message));
    const status = statusOf(code);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ` +
        `${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
