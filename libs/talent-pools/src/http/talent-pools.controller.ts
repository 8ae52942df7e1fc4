import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, PageQueryDto, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { TalentPoolsService } from '../talent-pools.service';
import { PoolEntryResponse, TalentPoolResponse } from '../representation/talent-pool-response.dto';
import { AddPoolEntryDto, CreateTalentPoolDto } from './dto/talent-pool.dto';

@Controller('talent-pools')
@ApiResource('talent_pools', 'Talent pools')
export class TalentPoolsController {
  constructor(private readonly pools: TalentPoolsService) {}

  @Post()
  @Operation({ summary: 'Create a talent pool', status: 201, response: TalentPoolResponse, errors: [400, 413, 415, 422] })
  create(@Body() dto: CreateTalentPoolDto): Promise<TalentPoolResponse> {
    return this.pools.create(dto);
  }

  @Get()
  @Operation({ summary: 'List talent pools, newest first', response: [TalentPoolResponse], errors: [422] })
  list(@Query() query: PageQueryDto): Promise<Page<TalentPoolResponse>> {
    return this.pools.list(query);
  }

  @Post(':id/entries')
  @Operation({
    summary: 'Add a candidate to a talent pool',
    description: 'The candidate must exist (422) and not be in the pool yet (409 CONFLICT).',
    status: 201,
    response: PoolEntryResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  addEntry(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: AddPoolEntryDto): Promise<PoolEntryResponse> {
    return this.pools.addEntry(actor, id, dto);
  }

  @Get(':id/entries')
  @Operation({ summary: "List a talent pool's entries, newest first", response: [PoolEntryResponse], errors: [404, 422] })
  listEntries(@Param('id', ParseUuidPipe) id: string, @Query() query: PageQueryDto): Promise<Page<PoolEntryResponse>> {
    return this.pools.listEntries(id, query);
  }
}
