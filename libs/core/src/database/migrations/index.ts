import { Platform1763700000000 } from './1763700000000-platform';
import { Idempotency1763702000000 } from './1763702000000-idempotency';
import { OutboxCausedBy1763703000001 } from './1763703000001-outbox-caused-by';
import { IdempotencyEncrypted1763704000000 } from './1763704000000-idempotency-encrypted';

/**
 * The platform's migrations (its own tables: the outbox, idempotency keys), in order. Each context's
 * are in libs/<context>/src/persistence/migrations, declared in its <context>.context.ts
 * (docs/adr/0062-migrations-live-with-their-context.md).
 */
export const MIGRATIONS = [Platform1763700000000, Idempotency1763702000000, OutboxCausedBy1763703000001, IdempotencyEncrypted1763704000000];
