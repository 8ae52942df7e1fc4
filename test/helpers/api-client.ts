import type { Server } from 'node:http';
import request from 'supertest';
import type { Test } from 'supertest';

const UNPREFIXED = /^\/(health|docs)/;

/** supertest with the API prefix and a bearer key applied. */
export class ApiClient {
  constructor(
    private readonly server: Server,
    private readonly key: string | undefined,
  ) {}

  get(path: string): Test {
    return this.authorize(request(this.server).get(this.url(path)));
  }

  post(path: string, body?: unknown): Test {
    const test = this.authorize(request(this.server).post(this.url(path)));
    return body === undefined ? test : test.send(body as object);
  }

  patch(path: string, body?: unknown): Test {
    const test = this.authorize(request(this.server).patch(this.url(path)));
    return body === undefined ? test : test.send(body as object);
  }

  delete(path: string): Test {
    return this.authorize(request(this.server).delete(this.url(path)));
  }

  private url(path: string): string {
    return UNPREFIXED.test(path) ? path : `/api/v1${path}`;
  }

  private authorize(test: Test): Test {
    return this.key === undefined ? test : test.set('Authorization', `Bearer ${this.key}`);
  }
}
