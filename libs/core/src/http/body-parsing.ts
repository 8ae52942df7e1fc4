import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { errorBody, statusOf } from './envelope';
import { DomainError } from '../errors';

export const MAX_BODY_BYTES = 1024 * 1024;

const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/i;

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The `type` of the error `requireJsonBody` passes on, beside the body parser's own (`entity.parse.failed`, ...). */
export const MEDIA_TYPE_UNSUPPORTED = 'media-type.unsupported';

/** 415 for a body that is not JSON (passed on as an error, answered by `bodyParserErrors`); "no body" requests pass untouched. */
export const requireJsonBody: RequestHandler = (request, _response, next) => {
  // A raw-body route's body was read already (keepRawBodies), in the media types it takes.
  if (!hasBody(request) || (request as Request & { _body?: boolean })._body === true) return next();
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) return next(Object.assign(new Error('Unsupported media type'), { type: MEDIA_TYPE_UNSUPPORTED }));
  next();
};

export const parseJsonBody: RequestHandler = json({ limit: MAX_BODY_BYTES, strict: false, type: (request) => hasBody(request as Request) });

/** A body refused before any route (400, 413, 415) as the API's error, or undefined for any other failure. */
export function bodyParsingRefusal(error: { type?: string; limit?: number }): DomainError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new DomainError('INVALID_JSON', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new DomainError('PAYLOAD_TOO_LARGE', `The request body exceeds ${error.limit ?? MAX_BODY_BYTES} bytes`);
    case MEDIA_TYPE_UNSUPPORTED:
      return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be JSON: send Content-Type: application/json');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body charset or content encoding');
    default:
      return undefined;
  }
}

/** Turns the body parser's failures into error envelopes (400, 413, 415; docs/api/wire-rules.md#error-envelope). */
export function bodyParserErrors(error: { type?: string; status?: number; limit?: number }, _request: Request, response: Response, next: NextFunction): void {
  const refusal = bodyParsingRefusal(error);
  if (refusal === undefined) return next(error);
  response.status(statusOf(refusal.code)).json(errorBody(refusal.code, refusal.message));
}
