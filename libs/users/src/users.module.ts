import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './persistence/user.entity';
import { UsersRepository } from './persistence/users.repository';
import { UsersService } from './users.service';

/** Users: what every context imports to name an actor. No authentication here (that is `@app/api-keys`, API only). */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
