import type { PoolEntryEntity } from '../persistence/pool-entry.entity';
import type { TalentPoolEntity } from '../persistence/talent-pool.entity';
import type { PoolEntryResponse, TalentPoolResponse } from './talent-pool-response.dto';

export function presentTalentPool(pool: TalentPoolEntity): TalentPoolResponse {
  return {
    id: pool.id,
    name: pool.name,
    description: pool.description,
    createdAt: pool.createdAt.toISOString(),
    updatedAt: pool.updatedAt.toISOString(),
  };
}

export function presentPoolEntry(entry: PoolEntryEntity): PoolEntryResponse {
  return {
    id: entry.id,
    poolId: entry.poolId,
    candidateId: entry.candidateId,
    note: entry.note,
    addedById: entry.addedById,
    createdAt: entry.createdAt.toISOString(),
  };
}
