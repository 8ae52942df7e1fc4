import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '@app/users';
import { CandidateChangeFeedService } from './candidate-change-feed.service';
import { CandidateEraser } from './candidate-eraser';
import { CandidateMerger } from './candidate-merger';
import { CandidateNotesService } from './candidate-notes.service';
import { CandidateRecordsMergeService } from './candidate-records-merge.service';
import { CandidateTagErasureService } from './candidate-tag-erasure.service';
import { CandidateTagsService } from './candidate-tags.service';
import { CandidatesService } from './candidates.service';
import { CandidateEntity } from './persistence/candidate.entity';
import { CandidateRepository } from './persistence/candidate.repository';
import { NoteChangeFeedService } from './note-change-feed.service';
import { NoteEntity } from './persistence/note.entity';
import { TagEntity } from './persistence/tag.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CandidateEntity, TagEntity, NoteEntity]), DiscoveryModule, UsersModule],
  providers: [
    CandidateRepository,
    CandidatesService,
    CandidateMerger,
    CandidateEraser,
    CandidateTagsService,
    CandidateNotesService,
    CandidateRecordsMergeService,
    CandidateTagErasureService,
    CandidateChangeFeedService,
    NoteChangeFeedService,
  ],
  exports: [CandidatesService, CandidateTagsService, CandidateNotesService, CandidateMerger, CandidateEraser],
})
export class CandidatesModule {}
