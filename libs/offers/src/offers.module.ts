import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { OffersService } from './offers.service';
import { OfferEntity } from './persistence/offer.entity';
import { OffersRepository } from './persistence/offers.repository';
import { OfferMergeService } from './offer-merge.service';
import { OfferChangeFeedService } from './offer-change-feed.service';

@Module({
  imports: [TypeOrmModule.forFeature([OfferEntity]), ApplicationsModule],
  providers: [OffersRepository, OffersService, OfferMergeService, OfferChangeFeedService],
  exports: [OffersService],
})
export class OffersModule {}
