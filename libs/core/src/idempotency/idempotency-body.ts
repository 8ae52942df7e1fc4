import { SetMetadata, type Type } from '@nestjs/common';

/** What a route reads before the fingerprint is taken: the body it covers, and how to undo the read when the request will not run. */
export interface IdempotencyBodyRead {
  body: unknown;
  release(): Promise<void>;
}

/**
 * A route whose body is not whole in request.body (a streamed multipart body) reads it here, so an
 * Idempotency-Key fingerprint covers it (docs/api/wire-rules.md#idempotency); undefined: request.body is the body.
 */
export interface IdempotencyBodyReader {
  read(request: unknown, response: unknown): Promise<IdempotencyBodyRead | undefined>;
}

export const IDEMPOTENCY_BODY_READER = 'idempotency:body-reader';

/** The provider (any module's) that reads this route's body before its Idempotency-Key is claimed. */
export const IdempotencyBody = (reader: Type<IdempotencyBodyReader>) => SetMetadata(IDEMPOTENCY_BODY_READER, reader);
