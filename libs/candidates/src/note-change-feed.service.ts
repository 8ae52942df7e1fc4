import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ChangeFeedResource, type ChangeFeedLoader } from '@app/core';
import { presentNote } from './representation/candidate.presenter';
import { CandidateRepository } from './persistence/candidate.repository';
import { NoteEntity } from './persistence/note.entity';

/** The change feed's `note` data: as the candidate's notes list returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('note', 'candidates')
@Injectable()
export class NoteChangeFeedService implements ChangeFeedLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CandidateRepository,
  ) {}

  async load(ids: readonly string[]): Promise<Map<string, object>> {
    const manager = this.dataSource.manager;
    const notes = ids.length === 0 ? [] : await manager.find(NoteEntity, { where: { id: In([...ids]) } });
    const mentions = await this.repository.mentionsOf(
      manager,
      notes.map((note) => note.id),
    );
    return new Map(notes.map((note) => [note.id, presentNote(note, mentions.get(note.id) ?? [])]));
  }
}
