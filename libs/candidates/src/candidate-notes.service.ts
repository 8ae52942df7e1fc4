import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventRecorder, newId, oneStatementWrite, pageLimit, toPage, ValidationFailedError, type Actor, type Page, type PageQueryDto } from '@app/core';
import { UsersService } from '@app/users';
import type { NoteResponse } from './representation/candidate-response.dto';
import { presentNote } from './representation/candidate.presenter';
import { CandidatesService } from './candidates.service';
import { CandidateRepository } from './persistence/candidate.repository';
import { NoteEntity } from './persistence/note.entity';
import type { CreateNoteInput } from './representation/candidate-requests';

/** The foreign key of a note's candidate. */
const NOTE_CANDIDATE_KEY = 'notes_candidate_id_fkey';

function newNote(actor: Actor, candidateId: string, body: string): NoteEntity {
  const now = new Date();
  return Object.assign(new NoteEntity(), { id: newId(), candidateId, authorId: actor.id, authorName: actor.name, body, createdAt: now, updatedAt: now });
}

@Injectable()
export class CandidateNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CandidateRepository,
    private readonly candidates: CandidatesService,
    private readonly users: UsersService,
    private readonly events: EventRecorder,
  ) {}

  async create(actor: Actor, candidateId: string, dto: CreateNoteInput): Promise<NoteResponse> {
    const mentionIds = dto.mentionUserIds ?? [];
    if (mentionIds.length === 0) return this.createWithoutMentions(actor, candidateId, dto.body);
    return this.dataSource.transaction(async (tx) => {
      await this.candidates.assertExists(tx, candidateId, 'share');
      const names = await this.users.namesOf(tx, mentionIds);
      const missing = mentionIds.map((id, index) => ({ id, index })).filter(({ id }) => !names.has(id));
      if (missing.length > 0) {
        throw new ValidationFailedError(
          missing.map(({ id, index }) => ({ location: 'body', path: `mentionUserIds.${index}`, message: `mentionUserIds.${index} ${id} is not a user` })),
        );
      }
      const note = newNote(actor, candidateId, dto.body);
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

  /**
   * A note without mentions (every add_note automation step, most notes of the API): the note and its
   * event in one statement; the note's foreign key checks the candidate (CandidatesService.writeReferencing).
   */
  private async createWithoutMentions(actor: Actor, candidateId: string, body: string): Promise<NoteResponse> {
    const note = newNote(actor, candidateId, body);
    const view = presentNote(note, []);
    const write = this.repository.noteInsertion(note);
    await this.candidates.writeReferencing(candidateId, NOTE_CANDIDATE_KEY, () =>
      oneStatementWrite(this.dataSource, (runner) =>
        this.events.recordWith(runner, write, {
          type: 'note.created',
          entityId: note.id,
          actor,
          metadata: { candidateId },
          data: { candidateId, note: view },
        }),
      ),
    );
    return view;
  }

  /** GET /candidates/{id}/notes. */
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
