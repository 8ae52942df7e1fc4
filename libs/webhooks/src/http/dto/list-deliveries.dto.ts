import { EnumField, PageQueryDto } from '@app/core';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../domain/delivery-rules';

export class ListDeliveriesDto extends PageQueryDto {
  @EnumField(DELIVERY_STATUSES, { optional: true, enumName: 'WebhookDeliveryStatus', description: 'Only deliveries in this status' }) status?: DeliveryStatus;
}
