import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { isPage, StatusResult } from './envelope';
import { FileResponse, writeFileResponse } from './file-response';

/** Wraps every handler result in the success envelope `{ data, meta }`; a file or text (a StreamableFile) goes out as it is. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (result instanceof StreamableFile) return result;
        if (result instanceof FileResponse) return writeFileResponse(result, context.switchToHttp().getResponse());
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
