import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { errorBody, statusOf } from './envelope';
import type { ErrorCode } from '../errors';

export const MAX_BODY_BYTES = 1024 * 1024;

const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/i;

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function send(response: Response, code: ErrorCode, message: string): void {
  response.status(statusOf(code)).json(errorBody(code, message));
}

/** 415 for a body that is not JSON; "no body" requests pass untouched. */
export const requireJsonBody: RequestHandler = (request, response, next) => {
  if (!hasBody(request)) return next();
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    return send(response, 'UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be JSON: send Content-Type: application/json');
  }
  next();
};

export const parseJsonBody: RequestHandler = json({ limit: MAX_BODY_BYTES, strict: false, type: (request) => hasBody(request as Request) });

/** Turns the body parser's failures into error envelopes (400, 413, 415; docs/api/wire-rules.md#error-envelope). */
export function bodyParserErrors(error: { type?: string; status?: number; limit?: number }, _request: Request, response: Response, next: NextFunction): void {
  switch (error.type) {
    case 'entity.parse.failed':
      return send(response, 'INVALID_JSON', 'The request body is not valid JSON');
    case 'entity.too.large':
      return send(response, 'PAYLOAD_TOO_LARGE', `The request body exceeds ${error.limit ?? MAX_BODY_BYTES} bytes`);
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return send(response, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported body charset or content encoding');
    default:
      next(error);
  }
}
