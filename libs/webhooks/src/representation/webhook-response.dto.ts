import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_STATUSES } from '../domain/delivery-rules';

const nullable = (type: StringConstructor | NumberConstructor, extra: object = {}) => ({ type, nullable: true, ...extra }) as const;

/** A webhook endpoint (docs/api/resources.md#webhooks-and-deliveries); its secret is never read back. */
export class WebhookResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uri', example: 'https://example.com/hooks/ats' }) url: string;
  @ApiProperty({ type: [String], example: ['candidate.created', 'application.stage_changed'] }) events: string[];
  @ApiProperty(nullable(String)) description: string | null;
  @ApiProperty() enabled: boolean;
  @ApiProperty(nullable(String, { description: 'Why deliveries stopped when the service disabled the endpoint (a receiver answered 410 Gone)' }))
  disabledReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** Create and rotate-secret only: the signing secret, shown this once. */
export class WebhookWithSecretResponse extends WebhookResponse {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwz4k1jWq2Cg8=',
    description: 'Standard Webhooks signing secret; store it now, it is not shown again',
  })
  secret: string;
}

/** The spec's Webhook delivery. */
export class WebhookDeliveryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'candidate.created' }) event: string;
  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'WebhookDeliveryStatus' }) status: string;
  @ApiProperty({ description: 'Attempts made so far' }) attempts: number;
  @ApiProperty(nullable(Number, { description: 'HTTP status of the latest attempt; null when none answered' })) responseStatus: number | null;
  @ApiProperty(nullable(String, { description: 'Why the latest failed attempt failed' })) lastError: string | null;
  @ApiProperty(nullable(String, { format: 'date-time', description: 'When the next attempt is due (retrying only)' })) nextRetryAt: string | null;
  @ApiProperty(nullable(String, { format: 'date-time' })) deliveredAt: string | null;
  @ApiProperty(nullable(String, { format: 'date-time' })) deadLetteredAt: string | null;
  @ApiProperty(nullable(String, { format: 'uuid', description: 'The delivery this one replays' })) replayOfId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
