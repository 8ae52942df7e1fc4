import { EnumField, PageQueryDto } from '@app/core';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../domain/delivery-rules';
import type { ListDeliveriesQuery } from '../../representation/webhook-requests';

export class ListDeliveriesDto extends PageQueryDto implements ListDeliveriesQuery {
  @EnumField(DELIVERY_STATUSES, { optional: true, enumName: 'WebhookDeliveryStatus', description: 'Only deliveries in this status' }) status?: DeliveryStatus;
}
