import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, DeletedSchema, Operation, PageQueryDto, ParseUuidPipe, type Page, RequireRole } from '@app/core';
import { WebhookDeliveriesService } from '../webhook-deliveries.service';
import { WebhooksService } from '../webhooks.service';
import { ListDeliveriesDto } from './dto/list-deliveries.dto';
import { WebhookDeliveryResponse, WebhookResponse, WebhookWithSecretResponse } from '../representation/webhook-response.dto';
import { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook.dto';

const SIGNING =
  'Deliveries are Standard Webhooks requests: POST { type, timestamp, data } with webhook-id (the event id, the same on every retry and replay), ' +
  'webhook-timestamp and webhook-signature headers.';

@Controller('webhooks')
@ApiResource('webhooks', 'Webhooks')
// Installation-wide: they see every record, whoever's reach (docs/api/auth.md#roles).
@RequireRole('admin')
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  @Post()
  @Operation({
    summary: 'Create a webhook',
    description: `Returns the signing secret, shown only here and on rotation. ${SIGNING}`,
    status: 201,
    response: WebhookWithSecretResponse,
    errors: [400, 413, 415, 422],
  })
  create(@Body() dto: CreateWebhookDto): Promise<WebhookWithSecretResponse> {
    return this.webhooks.create(dto);
  }

  @Get()
  @Operation({ summary: 'List webhooks, newest first', response: [WebhookResponse], errors: [422] })
  list(@Query() query: PageQueryDto): Promise<Page<WebhookResponse>> {
    return this.webhooks.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a webhook', response: WebhookResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<WebhookResponse> {
    return this.webhooks.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a webhook',
    description: 'Only the fields sent change. Disabling cancels pending and retrying deliveries.',
    response: WebhookResponse,
    errors: [400, 404, 413, 415, 422],
  })
  update(@Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateWebhookDto): Promise<WebhookResponse> {
    return this.webhooks.update(id, dto);
  }

  @Delete(':id')
  @Operation({
    summary: 'Delete a webhook',
    description: 'Soft delete; pending and retrying deliveries are canceled.',
    response: DeletedSchema,
    errors: [404, 422],
  })
  remove(@Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.webhooks.remove(id);
  }

  @Post(':id/rotate-secret')
  @Operation({
    summary: "Rotate a webhook's signing secret",
    description: 'Returns the new secret; for 24 hours deliveries carry signatures by both.',
    response: WebhookWithSecretResponse,
    errors: [404, 422],
  })
  rotateSecret(@Param('id', ParseUuidPipe) id: string): Promise<WebhookWithSecretResponse> {
    return this.webhooks.rotateSecret(id);
  }

  @Post(':id/test')
  @Operation({
    summary: 'Send a webhook.test event to this webhook',
    description: 'Queued at once; returns the delivery to follow.',
    status: 202,
    response: WebhookDeliveryResponse,
    errors: [404, 409, 422],
  })
  sendTest(@Param('id', ParseUuidPipe) id: string): Promise<WebhookDeliveryResponse> {
    return this.webhooks.sendTest(id);
  }

  @Get(':id/deliveries')
  @Operation({ summary: "List a webhook's deliveries, newest first", response: [WebhookDeliveryResponse], errors: [404, 422] })
  listDeliveries(@Param('id', ParseUuidPipe) id: string, @Query() query: ListDeliveriesDto): Promise<Page<WebhookDeliveryResponse>> {
    return this.deliveries.list(id, query);
  }

  @Get(':id/deliveries/:deliveryId')
  @Operation({ summary: 'Get a webhook delivery', response: WebhookDeliveryResponse, errors: [404, 422] })
  getDelivery(@Param('id', ParseUuidPipe) id: string, @Param('deliveryId', ParseUuidPipe) deliveryId: string): Promise<WebhookDeliveryResponse> {
    return this.deliveries.get(id, deliveryId);
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @Operation({
    summary: 'Replay a webhook delivery',
    description: 'A new delivery of the same event (same body and webhook-id) with replayOfId, queued at once.',
    status: 202,
    response: WebhookDeliveryResponse,
    errors: [404, 409, 422],
  })
  replay(@Param('id', ParseUuidPipe) id: string, @Param('deliveryId', ParseUuidPipe) deliveryId: string): Promise<WebhookDeliveryResponse> {
    return this.deliveries.replay(id, deliveryId);
  }
}
