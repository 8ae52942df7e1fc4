import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { OffersService } from './offers.service';
import { OfferEntity } from './persistence/offer.entity';
import { OffersRepository } from './persistence/offers.repository';

@Module({
  imports: [TypeOrmModule.forFeature([OfferEntity]), ApplicationsModule],
  providers: [OffersRepository, OffersService],
  exports: [OffersService],
})
export class OffersModule {}
