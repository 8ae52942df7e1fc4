/** Every BullMQ queue (ARCHITECTURE §3.6): one processor class per queue; keys live under QUEUE_PREFIX. */
export const WEBHOOK_DELIVERIES_QUEUE = 'webhook-deliveries';
export const AUTOMATION_RUNS_QUEUE = 'automation-runs';
export const DOCUMENT_TEXT_QUEUE = 'document-text';
