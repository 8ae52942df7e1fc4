import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventRecorder, newId, pageLimit, toPage, ValidationFailedError, type Actor, type Page, type PageQueryDto } from '@app/core';
import { UsersService } from '@app/users';
import type { NoteResponse } from './http/dto/candidate-response.dto';
import type { CreateNoteDto } from './http/dto/create-note.dto';
import { presentNote } from './http/candidate.presenter';
import { CandidatesService } from './candidates.service';
import { CandidateRepository } from './persistence/candidate.repository';
import { NoteEntity } from './persistence/note.entity';

@Injectable()
export class CandidateNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CandidateRepository,
    private readonly candidates: CandidatesService,
    private readonly users: UsersService,
    private readonly events: EventRecorder,
  ) {}

  async create(actor: Actor, candidateId: string, dto: CreateNoteDto): Promise<NoteResponse> {
    const mentionIds = dto.mentionUserIds ?? [];
    return this.dataSource.transaction(async (tx) => {
      await this.candidates.assertExists(tx, candidateId, 'share');
      const names = await this.users.namesOf(tx, mentionIds);
      const missing = mentionIds.map((id, index) => ({ id, index })).filter(({ id }) => !names.has(id));
      if (missing.length > 0) {
        throw new ValidationFailedError(
          missing.map(({ id, index }) => ({ location: 'body', path: `mentionUserIds.${index}`, message: `mentionUserIds.${index} ${id} is not a user` })),
        );
      }
      const now = new Date();
      const note = tx.create(NoteEntity, {
        id: newId(),
        candidateId,
        authorId: actor.id,
        authorName: actor.name,
        body: dto.body,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(NoteEntity, note);
      await this.repository.insertMentions(tx, note.id, mentionIds);
      const view = presentNote(
        note,
        mentionIds.map((userId) => ({ userId, name: names.get(userId) as string })),
      );
      await this.events.record(tx, { type: 'note.created', entityId: note.id, actor, metadata: { candidateId }, data: { candidateId, note: view } });
      return view;
    });
  }

  /** Spec op 3. */
  async list(candidateId: string, query: PageQueryDto): Promise<Page<NoteResponse>> {
    const manager = this.dataSource.manager;
    await this.candidates.assertExists(manager, candidateId);
    const notes = await this.repository.listNotes(candidateId, query);
    const mentions = await this.repository.mentionsOf(
      manager,
      notes.map((note) => note.id),
    );
    return toPage(notes, pageLimit(query), (note) => presentNote(note, mentions.get(note.id) ?? []));
  }
}
