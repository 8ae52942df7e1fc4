import { BooleanField, TextArrayField, TextField, UrlField } from '@app/core';
import { MAX_DESCRIPTION_LENGTH, WEBHOOK_EVENT_CHOICES } from '../../domain/webhook-rules';
import type { CreateWebhookInput, UpdateWebhookInput } from '../../representation/webhook-requests';

/**
 * The endpoint fields (docs/api/events.md#subscribing), declared once. For PATCH every field is optional; `description`
 * accepts null to clear it.
 */
function webhookFields(forPatch: boolean) {
  const optional = forPatch;
  class WebhookFields {
    @UrlField({
      optional,
      description: 'Where deliveries are POSTed: an absolute http or https URL (at most 2048 characters, no credentials)',
      example: 'https://example.com/hooks/ats',
    })
    url: string;

    @TextArrayField(
      { enum: WEBHOOK_EVENT_CHOICES },
      {
        optional,
        min: 1,
        unique: true,
        description: 'Event names to receive (each once: at most every registered name), or ["*"] alone for every event',
        example: ['candidate.created', 'application.stage_changed'],
      },
    )
    events: string[];

    @TextField({ max: MAX_DESCRIPTION_LENGTH, optional: true, nullable: true, example: 'Sync to the HRIS' }) description?: string | null;

    @BooleanField({ optional: true, description: 'Disabled endpoints receive nothing; default true', example: true }) enabled?: boolean;
  }
  return WebhookFields;
}

type WebhookFields = InstanceType<ReturnType<typeof webhookFields>>;

export class CreateWebhookDto extends webhookFields(false) implements CreateWebhookInput {}

/** PATCH /webhooks/{id}: only the fields sent change. */
export class UpdateWebhookDto extends (webhookFields(true) as new () => Partial<WebhookFields>) implements UpdateWebhookInput {}
