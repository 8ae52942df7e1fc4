import { randomBytes } from 'node:crypto';
import type { ApiClient } from './api-client';

const unique = () => randomBytes(5).toString('hex');

/** Test data made through the public API, so every row is one a client could have made. */
export class Factory {
  constructor(private readonly api: ApiClient) {}

  async candidate(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const response = await this.api.post('/candidates', { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${unique()}@example.com`, ...overrides });
    if (response.status !== 201) throw new Error(`factory.candidate: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  }

  async user(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const response = await this.api.post('/users', { name: 'Grace Hopper', email: `grace.${unique()}@example.com`, role: 'recruiter', ...overrides });
    if (response.status !== 201) throw new Error(`factory.user: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  }

  /** A key with these scopes; returns its record, including the one-time `key`. */
  async apiKey(scopes: string[], overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const response = await this.api.post('/api-keys', { name: `key ${unique()}`, scopes, environment: 'test', ...overrides });
    if (response.status !== 201) throw new Error(`factory.apiKey: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  }
}
