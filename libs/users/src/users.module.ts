import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './persistence/user.entity';
import { UsersRepository } from './persistence/users.repository';
import { UsersService } from './users.service';
import { UserFollowers } from './user-followers';
import { UserChangeFeedService } from './user-change-feed.service';

/** Users: what every context imports to name an actor. No authentication here (that is `@app/api-keys`, API only). */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), DiscoveryModule],
  providers: [UsersRepository, UsersService, UserFollowers, UserChangeFeedService],
  exports: [UsersService],
})
export class UsersModule {}
