import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { errorBody } from '../http/envelope';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * HTTP basic authentication against one user and password. The comparison is of SHA-256 digests
 * with timingSafeEqual: constant time whatever the lengths, so timing tells nothing about them.
 */
export function basicAuth(user: string, password: string, realm: string): RequestHandler {
  const expected = digest(`${user}:${password}`);
  return (request, response, next) => {
    const match = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(request.headers.authorization ?? '');
    const given = digest(match === null ? '' : Buffer.from(match[1], 'base64').toString('utf8'));
    if (match !== null && timingSafeEqual(given, expected)) return next();
    response.setHeader('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`);
    response.status(401).json(errorBody('UNAUTHORIZED', `${realm} needs its user and password (HTTP basic authentication)`));
  };
}
