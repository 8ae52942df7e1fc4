import type { Server } from 'node:http';
import request from 'supertest';
import type { Response, Test } from 'supertest';
import { conformanceOf } from './openapi-conformance';

const UNPREFIXED = /^\/(health|docs)/;

/**
 * supertest with the API prefix and a bearer key applied. Every response is checked against the
 * schema the served OpenAPI document gives its operation and status: a mismatch fails the test.
 */
export class ApiClient {
  constructor(
    private readonly server: Server,
    private readonly key: string | undefined,
  ) {}

  get(path: string): Test {
    return this.prepare('GET', path);
  }

  post(path: string, body?: unknown): Test {
    const test = this.prepare('POST', path);
    return body === undefined ? test : test.send(body as object);
  }

  patch(path: string, body?: unknown): Test {
    const test = this.prepare('PATCH', path);
    return body === undefined ? test : test.send(body as object);
  }

  put(path: string, body?: unknown): Test {
    const test = this.prepare('PUT', path);
    return body === undefined ? test : test.send(body as object);
  }

  delete(path: string): Test {
    return this.prepare('DELETE', path);
  }

  private prepare(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string): Test {
    const url = UNPREFIXED.test(path) ? path : `/api/v1${path}`;
    const test = request(this.server)[method.toLowerCase() as 'get'](url);
    if (this.key !== undefined) test.set('Authorization', `Bearer ${this.key}`);
    return checkedAgainstDocument(test, this.server, method, url);
  }
}

/** Makes awaiting the request also check the response against the served OpenAPI document. */
export function checkedAgainstDocument(test: Test, server: Server, method: string, url: string): Test {
  const settle = test.then.bind(test);
  const checked = (response: Response) => conformanceOf(server).then((conformance) => (conformance.check(method, url, response), response));
  test.then = ((onFulfilled, onRejected) => settle().then(checked).then(onFulfilled, onRejected)) as Test['then'];
  return test;
}

/** Plain supertest (no prefix, no key) for tests of the wire itself, checked against the document like ApiClient. */
export function rawRequest(server: Server): Record<'get' | 'post' | 'patch' | 'put' | 'delete', (url: string) => Test> {
  const verb = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE') => (url: string) =>
    checkedAgainstDocument(request(server)[method.toLowerCase() as 'get'](url), server, method, url);
  return { get: verb('GET'), post: verb('POST'), patch: verb('PATCH'), put: verb('PUT'), delete: verb('DELETE') };
}
