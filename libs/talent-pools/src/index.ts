export * from './talent-pools.context';
export * from './talent-pools.module';
export * from './talent-pools-http.module';
export * from './talent-pools.service';
export type { TalentPoolResponse, PoolEntryResponse } from './representation/talent-pool-response.dto';
