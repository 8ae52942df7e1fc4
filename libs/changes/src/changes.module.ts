import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import './changes-scope';
import { ChangeFeedLoaders } from './change-feed-loaders';
import { ChangeFeedService } from './change-feed.service';
import { ChangeNotifications } from './change-notifications';

/** The change feed (API only: it holds the LISTEN connection of long polls). */
@Module({
  imports: [DiscoveryModule],
  providers: [ChangeFeedLoaders, ChangeNotifications, ChangeFeedService],
  exports: [ChangeFeedService, ChangeNotifications],
})
export class ChangesModule {}
