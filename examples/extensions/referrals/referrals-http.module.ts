import { Module } from '@nestjs/common';
import { ReferralsController } from './http/referrals.controller';
import { ReferralsModule } from './referrals.module';

@Module({ imports: [ReferralsModule], controllers: [ReferralsController] })
export class ReferralsHttpModule {}
