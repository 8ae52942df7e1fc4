import { Module } from '@nestjs/common';
import { OffersModule } from './offers.module';

@Module({ imports: [OffersModule] })
export class OffersHttpModule {}
