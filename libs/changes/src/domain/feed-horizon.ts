import { TRANSACTION_HORIZON_SQL } from '@app/core';

/** The change feed's horizon (docs/adr/0043-change-feed-order.md): below it every outbox row is committed and none can still appear. */
export const FEED_HORIZON_SQL = TRANSACTION_HORIZON_SQL;
