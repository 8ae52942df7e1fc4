import { Injectable, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { clientAddressOf, ClientAddressLimitGuard } from '@app/core';
import { PublicApplyLimiter, PublicReadLimiter } from '../public-read-limiter';

type PublicRequest = Request & { idempotencyOwner?: string };

/** Counted per client address by core's ClientAddressLimitGuard (docs/api/careers.md#rate-limits). */
@Injectable()
export class PublicReadLimitGuard extends ClientAddressLimitGuard {
  constructor(limiter: PublicReadLimiter) {
    super(limiter);
  }
}

/** The apply's limit; its Idempotency-Key is scoped per client address and post (there is no API key to scope it by). */
@Injectable()
export class PublicApplyLimitGuard extends ClientAddressLimitGuard {
  constructor(limiter: PublicApplyLimiter) {
    super(limiter);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = await super.canActivate(context);
    const request = context.switchToHttp().getRequest<PublicRequest>();
    const hash = createHash('sha256')
      .update(`careers-apply\n${clientAddressOf(request)}\n${String(request.params.id).toLowerCase()}`)
      .digest('hex');
    // A UUID-shaped owner for the idempotency store, one per (address, post).
    request.idempotencyOwner = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-8${hash.slice(13, 16)}-8${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
    return allowed;
  }
}
