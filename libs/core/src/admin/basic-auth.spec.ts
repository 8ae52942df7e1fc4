import type { Request, Response } from 'express';
import { basicAuth } from './basic-auth';

function attempt(header: string | undefined): { passed: boolean; status?: number; challenge?: string } {
  const guard = basicAuth('ops', 'correct horse battery', 'Queue dashboard');
  let passed = false;
  const result: { status?: number; challenge?: string } = {};
  const response = {
    setHeader: (name: string, value: string) => name === 'WWW-Authenticate' && (result.challenge = value),
    status(code: number) {
      result.status = code;
      return this;
    },
    json: () => undefined,
  } as unknown as Response;
  guard({ headers: header === undefined ? {} : { authorization: header } } as Request, response, () => (passed = true));
  return { passed, ...result };
}

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('basicAuth', () => {
  it('lets the right user and password through, with the scheme in any case', () => {
    expect(attempt(basic('ops:correct horse battery')).passed).toBe(true);
    expect(attempt(`basic ${Buffer.from('ops:correct horse battery').toString('base64')}`).passed).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['a wrong password', basic('ops:correct horse')],
    ['a wrong user', basic('admin:correct horse battery')],
    ['the password alone', basic('correct horse battery')],
    ['a bearer token', 'Bearer ops:correct horse battery'],
    ['garbage', 'Basic !!!'],
  ])('refuses %s with 401 and a Basic challenge', (_name, header) => {
    expect(attempt(header)).toEqual({ passed: false, status: 401, challenge: 'Basic realm="Queue dashboard", charset="UTF-8"' });
  });
});
