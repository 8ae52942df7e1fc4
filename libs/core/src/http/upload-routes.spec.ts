import { Controller, Get, Post } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { bodyParsingWithUploads, UploadRoute, uploadRoutesOf } from './upload-routes';
import { bodyParsingRefusal } from './body-parsing';

/** A setting of the context's, injectable by class. */
class ThingsEnvironment {
  limit = 50;
}

@Controller('things')
class ThingsController {
  @Post(':id/files')
  @UploadRoute({ jsonLimitBytes: (app) => app.get<ThingsEnvironment>(ThingsEnvironment).limit })
  upload(): void {}

  @Get(':id/files')
  list(): void {}
}

const app = {
  // The context's settings, else the ModulesContainer: one module with the controller.
  get: (token: unknown) =>
    token === ThingsEnvironment ? new ThingsEnvironment() : new Map([['m', { controllers: new Map([['c', { metatype: ThingsController }]]) }]]),
} as { get<T>(token: unknown): T };

function request(method: string, path: string, contentType: string, body = ''): Request {
  const stream = Readable.from([Buffer.from(body)]) as unknown as Request;
  Object.assign(stream, { method, path, url: path, headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) } });
  return stream;
}

function run(
  handler: (req: Request, res: Response, next: (error?: unknown) => void) => void,
  req: Request,
): Promise<{ status?: number; error?: { type?: string } }> {
  return new Promise((resolve) => {
    const res = { status: (status: number) => ({ json: () => resolve({ status }) }) } as unknown as Response;
    handler(req, res, (error?: unknown) => resolve({ error: error as { type?: string } }));
  });
}

describe('upload routes', () => {
  it('finds @UploadRoute handlers with their full path and method', () => {
    const [route, ...others] = uploadRoutesOf(app, 'api/v1');
    expect(others).toEqual([]);
    expect(route).toMatchObject({ method: 'POST', jsonLimitBytes: 50 });
    expect(route.path.test('/api/v1/things/0190a0b4/files')).toBe(true);
    expect(route.path.test('/api/v1/things/a/b/files')).toBe(false);
  });

  it('lets multipart through on the upload route only, and parses its JSON with the route limit', async () => {
    const [requireBody, parse] = bodyParsingWithUploads(uploadRoutesOf(app, 'api/v1'));
    expect(await run(requireBody, request('POST', '/api/v1/things/1/files', 'multipart/form-data; boundary=x', 'x'))).toEqual({ error: undefined });
    // Elsewhere a multipart body is refused, passed on as the error bodyParserErrors answers with 415.
    const refusalOf = async (req: Request) => bodyParsingRefusal((await run(requireBody, req)).error ?? {})?.code;
    expect(await refusalOf(request('POST', '/api/v1/things', 'multipart/form-data; boundary=x', 'x'))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await refusalOf(request('GET', '/api/v1/things/1/files', 'multipart/form-data; boundary=x', 'x'))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await run(parse, request('POST', '/api/v1/things/1/files', 'application/json', JSON.stringify({ a: 'x'.repeat(60) })))).error?.type).toBe(
      'entity.too.large',
    );
    const small = request('POST', '/api/v1/things/1/files', 'application/json', '{"a":1}');
    expect(await run(parse, small)).toEqual({ error: undefined });
    expect((small as unknown as { body: unknown }).body).toEqual({ a: 1 });
  });
});
