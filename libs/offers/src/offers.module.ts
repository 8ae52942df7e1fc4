import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { OpeningsModule } from '@app/openings';
import { ApprovalsModule } from '@app/approvals';
import { OffersService } from './offers.service';
import { OfferEntity } from './persistence/offer.entity';
import { OffersRepository } from './persistence/offers.repository';

@Module({
  imports: [TypeOrmModule.forFeature([OfferEntity]), ApplicationsModule, OpeningsModule, ApprovalsModule],
  providers: [OffersRepository, OffersService],
  exports: [OffersService],
})
export class OffersModule {}
