import type { PageQuery } from '@app/core';
import type { DeliveryStatus } from '../domain/delivery-rules';

/** The request shapes the services read; the DTOs in http/dto validate them. */
export interface CreateWebhookInput {
  url: string;
  events: string[];
  description?: string | null;
  enabled?: boolean;
}

export type UpdateWebhookInput = Partial<CreateWebhookInput>;

export interface ListDeliveriesQuery extends PageQuery {
  status?: DeliveryStatus;
}
