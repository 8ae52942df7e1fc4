import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { errorBody } from './envelope';

/**
 * Nest answers unknown routes only under the global prefix; any other path would get the HTTP
 * library's HTML 404. Added at bootstrap, after every route, so it sees only requests nothing answered.
 */
@Injectable()
export class UnknownRouteFallback implements OnApplicationBootstrap {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onApplicationBootstrap(): void {
    const adapter = this.adapterHost.httpAdapter;
    adapter?.use((request: unknown, response: unknown) => {
      const path = String(adapter.getRequestUrl(request)).split('?')[0];
      adapter.reply(response, errorBody('NOT_FOUND', `No route for ${adapter.getRequestMethod(request)} ${path}`), 404);
    });
  }
}
