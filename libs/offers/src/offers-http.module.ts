import { Module } from '@nestjs/common';
import { OffersController } from './http/offers.controller';
import './http/offers-error-responses';
import { OffersModule } from './offers.module';

@Module({ imports: [OffersModule], controllers: [OffersController] })
export class OffersHttpModule {}
