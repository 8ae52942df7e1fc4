import type { OpenAPIObject } from '@nestjs/swagger';
import { describeConflict, describeErrorStatus, documentErrorExamples, errorExample } from './openapi';

const ENVELOPE = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelopeSchema' } } };

/** A document with one POST answering `statuses`, as ApiErrorResponses leaves it (no description for a context's status). */
function documentWith(statuses: Record<string, string | undefined>): OpenAPIObject {
  const responses = Object.fromEntries(Object.entries(statuses).map(([status, description]) => [status, { description, content: ENVELOPE }]));
  return { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: { '/api/v1/things/{id}': { post: { responses } } } } as unknown as OpenAPIObject;
}

describe('error statuses and conflicts a context describes', () => {
  it('give the responses of that status their description and example, and every 409 its causes in a fixed order', () => {
    describeErrorStatus(599, { description: 'FULL: the thing store is full', example: errorExample('INSUFFICIENT_STORAGE', 'The thing store is full') });
    describeConflict('INVALID_STATE', 'The thing is closed', { status: 'closed', allowed: ['open'] });
    describeConflict('CONFLICT', 'A thing with name x already exists', { field: 'name' });
    const document = documentWith({ '599': undefined, '409': 'CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED' });
    documentErrorExamples(document);
    const responses = (document.paths['/api/v1/things/{id}'].post as { responses: Record<string, { description?: string; content: never }> }).responses;
    expect(Object.keys(responses['599'])).toEqual(['description', 'content']);
    expect(responses['599'].description).toBe('FULL: the thing store is full');
    expect(responses['599'].content['application/json']).toMatchObject({
      examples: { INSUFFICIENT_STORAGE: { value: { error: { message: 'The thing store is full' } } } },
    });
    expect(Object.keys((responses['409'].content['application/json'] as { examples: object }).examples)).toEqual([
      'CONFLICT',
      'INVALID_STATE',
      'IDEMPOTENCY_KEY_REUSED',
    ]);
  });

  it('refuses a second, different description of one status', () => {
    const full = { description: 'FULL: the other store is full', example: errorExample('INSUFFICIENT_STORAGE', 'The other store is full') };
    describeErrorStatus(598, full);
    expect(() => describeErrorStatus(598, full)).not.toThrow();
    expect(() => describeErrorStatus(598, { ...full, description: 'FULL: something else' })).toThrow('The error status 598 is described twice, differently');
  });
});
