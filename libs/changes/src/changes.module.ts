import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiKeysModule } from '@app/api-keys';
import { ChangeFeedLoaders } from './change-feed-loaders';
import { ChangeFeedService } from './change-feed.service';
import { ChangeFeedRepository } from './persistence/change-feed.repository';
import { CHANGE_WAITER_LIMITS, ChangeNotifications, DEFAULT_CHANGE_WAITER_LIMITS } from './change-notifications';

/**
 * The change feed (API only: it holds the long polls' subscription to the commit signal, and re-checks a waiting request's key).
 * Tests override CHANGE_WAITER_LIMITS.
 */
@Module({
  imports: [DiscoveryModule, ApiKeysModule],
  providers: [
    ChangeFeedRepository,
    ChangeFeedLoaders,
    ChangeNotifications,
    ChangeFeedService,
    { provide: CHANGE_WAITER_LIMITS, useValue: DEFAULT_CHANGE_WAITER_LIMITS },
  ],
  exports: [ChangeFeedService, ChangeNotifications],
})
export class ChangesModule {}
