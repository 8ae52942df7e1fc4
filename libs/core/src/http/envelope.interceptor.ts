import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { ExactResponse, isPage, StatusResult } from './envelope';
import { FileResponse, writeFileResponse } from './file-response';

/** Wraps every handler result in the success envelope `{ data, meta }`; a file or text (a StreamableFile) and an ExactResponse go out as they are. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (result instanceof StreamableFile) return result;
        if (result instanceof FileResponse) return writeFileResponse(result, context.switchToHttp().getResponse());
        if (result instanceof ExactResponse) {
          const response = context.switchToHttp().getResponse<{ status(code: number): void; setHeader(name: string, value: string): void }>();
          response.status(result.status);
          for (const [name, value] of Object.entries(result.headers)) response.setHeader(name, value);
          return result.body;
        }
        if (result instanceof StatusResult) {
          context.switchToHttp().getResponse<{ status(code: number): void }>().status(result.status);
          result = result.data;
        }
        if (isPage(result)) return { data: result.items, meta: { pagination: result.pagination } };
        return { data: result, meta: {} };
      }),
    );
  }
}
