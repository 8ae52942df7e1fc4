import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, DeletedSchema, Operation, PageQueryDto, ParseUuidPipe, type Actor, type Page, type StatusResult } from '@app/core';
import { CandidateNotesService } from '../candidate-notes.service';
import { CandidateTagsService } from '../candidate-tags.service';
import { CandidatesService } from '../candidates.service';
import { presentTagAttachment, presentUpsert } from '../representation/candidate.presenter';
import { AddTagDto } from './dto/add-tag.dto';
import { CandidateResponse, DuplicateResponse, NoteResponse, TagResponse } from '../representation/candidate-response.dto';
import { CreateNoteDto } from './dto/create-note.dto';
import { ListCandidatesDto } from './dto/list-candidates.dto';
import { MergeCandidateDto } from './dto/merge-candidate.dto';
import { CreateCandidateDto, UpdateCandidateDto } from './dto/candidate.dto';

@Controller('candidates')
@ApiResource('candidates', 'Candidates')
export class CandidatesController {
  constructor(
    private readonly candidates: CandidatesService,
    private readonly tags: CandidateTagsService,
    private readonly notes: CandidateNotesService,
  ) {}

  @Post()
  @Operation({
    summary: 'Create a candidate',
    description: 'The email must not be taken, in any letter case.',
    status: 201,
    response: CandidateResponse,
    errors: [400, 409, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateCandidateDto): Promise<CandidateResponse> {
    return this.candidates.create(actor, dto);
  }

  @Post('upsert')
  @Operation({
    summary: 'Create or update a candidate by email',
    description:
      'The create body, matched by email in any letter case. No match: created, 201. A match: the fields sent replace the stored ones (absent ' +
      'fields stay), 200; a body that changes nothing records no event. Concurrent upserts of one email create it once.',
    status: 201,
    alsoStatus: [200],
    response: CandidateResponse,
    errors: [400, 413, 415, 422],
  })
  upsert(@CurrentActor() actor: Actor, @Body() dto: CreateCandidateDto): Promise<StatusResult<CandidateResponse>> {
    return this.candidates.upsert(actor, dto).then(presentUpsert);
  }

  @Get()
  @Operation({ summary: 'List candidates, newest first', response: [CandidateResponse], errors: [422] })
  list(@Query() query: ListCandidatesDto): Promise<Page<CandidateResponse>> {
    return this.candidates.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a candidate', response: CandidateResponse, errors: [308, 404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<CandidateResponse> {
    return this.candidates.get(id);
  }

  @Get(':id/duplicates')
  @Operation({
    summary: 'Candidates that are probably the same person',
    description:
      'Best first, at most 20, without pagination. Reasons: same email local part, same phone (last 9 digits), same LinkedIn profile (normalised ' +
      'URL), similar full name (trigram similarity ≥ 0.6).',
    response: [DuplicateResponse],
    unpaginated: true,
    errors: [308, 404, 422],
  })
  duplicates(@Param('id', ParseUuidPipe) id: string): Promise<DuplicateResponse[]> {
    return this.candidates.duplicates(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a candidate',
    description: 'Only the fields sent change; null clears a nullable field.',
    response: CandidateResponse,
    errors: [308, 400, 404, 409, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateCandidateDto): Promise<CandidateResponse> {
    return this.candidates.update(actor, id, dto);
  }

  @Delete(':id')
  @Operation({
    summary: 'Erase a candidate',
    description:
      "Removes the person's data, tags and notes for good. A legal hold covering the candidate answers 409 `LEGAL_HOLD` " +
      '(`details.holdIds`), the retention floor 409 `RETENTION_FLOOR` (`details.until`).',
    response: DeletedSchema,
    errors: [308, 404, 409, 422],
  })
  erase(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.candidates.erase(actor, id);
  }

  @Post(':id/merge')
  @Operation({
    summary: 'Merge a duplicate into this candidate',
    description:
      "In one transaction the duplicate's applications (with their interviews, offers and scorecards), notes, tags, pool entries, tasks and " +
      'documents move to this candidate (a tag or pool both have stays once); ' +
      "this candidate keeps its non-null fields and takes the duplicate's where its own are null; education and experience entries are " +
      'concatenated without repeating an entry id. ' +
      'The duplicate is deleted: afterwards every path naming it answers 308 to the same path with this id. 409 CONFLICT (details.jobIds) when ' +
      'both have an active application to the same job; ' +
      '409 (details.mergedIntoId) when the duplicate was merged into another candidate, or when this candidate was merged into the duplicate ' +
      '(the opposite merge won; any other merged id in the path answers 308); 422 when duplicateId is this candidate or names no candidate. ' +
      'Records `candidate.merged`.',
    response: CandidateResponse,
    errors: [308, 400, 404, 409, 413, 415, 422],
  })
  merge(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: MergeCandidateDto): Promise<CandidateResponse> {
    return this.candidates.merge(actor, id, dto);
  }

  @Post(':id/tags')
  @Operation({
    summary: 'Tag a candidate',
    description: '201 when the tag is newly attached, 200 when the candidate already had it.',
    status: 201,
    alsoStatus: [200],
    response: TagResponse,
    errors: [308, 400, 404, 413, 415, 422],
  })
  addTag(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: AddTagDto): Promise<StatusResult<TagResponse>> {
    return this.tags.add(actor, id, dto.label).then(presentTagAttachment);
  }

  @Get(':id/tags')
  @Operation({ summary: "List a candidate's tags", response: [TagResponse], errors: [308, 404, 422] })
  listTags(@Param('id', ParseUuidPipe) id: string, @Query() query: PageQueryDto): Promise<Page<TagResponse>> {
    return this.tags.list(id, query);
  }

  @Delete(':id/tags/:tagId')
  @Operation({ summary: 'Remove a tag from a candidate', response: DeletedSchema, errors: [308, 404, 422] })
  removeTag(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Param('tagId', ParseUuidPipe) tagId: string): Promise<{ deleted: true }> {
    return this.tags.remove(actor, id, tagId);
  }

  @Post(':id/notes')
  @Operation({ summary: 'Add a note to a candidate', status: 201, response: NoteResponse, errors: [308, 400, 404, 413, 415, 422] })
  createNote(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: CreateNoteDto): Promise<NoteResponse> {
    return this.notes.create(actor, id, dto);
  }

  @Get(':id/notes')
  @Operation({ summary: "List a candidate's notes, newest first", response: [NoteResponse], errors: [308, 404, 422] })
  listNotes(@Param('id', ParseUuidPipe) id: string, @Query() query: PageQueryDto): Promise<Page<NoteResponse>> {
    return this.notes.list(id, query);
  }
}
