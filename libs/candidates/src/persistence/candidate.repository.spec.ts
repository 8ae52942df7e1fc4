import { DataSource, getMetadataArgsStorage } from 'typeorm';
import { SnakeNamingStrategy } from '@app/core';
import { CandidateEntity } from './candidate.entity';
import { candidateHotPaths } from './candidate.repository';
import { NoteEntity } from './note.entity';
import { TagEntity } from './tag.entity';

const snake = (property: string) => property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

describe('the hot paths of candidates (docs/architecture.md, "Hot paths")', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    // Metadata only, mapped as the service maps it: the DataSource never connects.
    dataSource = new DataSource({ type: 'postgres', entities: [CandidateEntity, NoteEntity, TagEntity], namingStrategy: new SnakeNamingStrategy() });
    await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  });
  const hotPaths = () => candidateHotPaths(dataSource.getMetadata(CandidateEntity), dataSource.getMetadata(NoteEntity));
  const declaredProperties = (entity: unknown) =>
    getMetadataArgsStorage()
      .columns.filter((column) => column.target === entity)
      .map((column) => column.propertyName);

  it('write every column the candidate entity declares, and only those, named snake_case', () => {
    const properties = declaredProperties(CandidateEntity);
    expect(properties).toContain('experienceEntries');
    expect(hotPaths().candidateColumns.map(({ property, column }) => [property, column])).toEqual(properties.map((property) => [property, snake(property)]));
  });

  it('read a candidate by id in the entity shape, locked as asked, prepared once per lock', () => {
    const columns = declaredProperties(CandidateEntity)
      .map((property) => (snake(property) === property ? property : `${snake(property)} AS "${property}"`))
      .join(', ');
    expect(hotPaths().candidateById('id-1')).toMatchObject({
      statement: { name: 'candidate_by_id', text: `SELECT ${columns} FROM candidates WHERE id = $1` },
      values: ['id-1'],
    });
    expect(hotPaths().candidateById('id-2', 'update')).toMatchObject({
      statement: { name: 'candidate_by_id_for_update', text: `SELECT ${columns} FROM candidates WHERE id = $1 FOR UPDATE` },
      values: ['id-2'],
    });
    expect(hotPaths().candidateSelect.text).toMatch(/^c\.id, c\.first_name AS "firstName", /);
  });

  it('insert a candidate with a value per column, in order, its entries as JSON text', () => {
    const createdAt = new Date();
    const candidate: CandidateEntity = {
      id: 'id-1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: null,
      address: null,
      location: 'Oslo',
      headline: null,
      summary: null,
      linkedinUrl: null,
      githubUrl: null,
      websiteUrl: null,
      educationEntries: [],
      experienceEntries: [{ title: 'Engineer' } as CandidateEntity['experienceEntries'][number]],
      createdAt,
      updatedAt: createdAt,
      anonymizedAt: null,
    };
    const properties = declaredProperties(CandidateEntity);
    const { statement, values } = hotPaths().candidateInsert(candidate);
    expect(statement).toEqual({
      name: 'candidate_insert',
      text: `INSERT INTO candidates (${properties.map(snake).join(', ')}) VALUES (${properties.map((_, index) => `$${index + 1}`).join(', ')})`,
    });
    expect(values).toEqual(
      properties.map((property) =>
        property.endsWith('Entries') ? JSON.stringify(candidate[property as keyof CandidateEntity]) : candidate[property as keyof CandidateEntity],
      ),
    );
  });

  it('insert a note with a value per column of its entity', () => {
    const note: NoteEntity = { id: 'n', candidateId: 'c', authorId: 'a', authorName: 'Ann', body: 'Hi', createdAt: new Date(), updatedAt: new Date() };
    const { statement, values } = hotPaths().noteInsert(note);
    expect({ statement, values }).toEqual({
      statement: {
        name: 'note_insert',
        text: 'INSERT INTO notes (id, candidate_id, author_id, author_name, body, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      },
      values: [note.id, note.candidateId, note.authorId, note.authorName, note.body, note.createdAt, note.updatedAt],
    });
  });

  it('are made once per process: prepared statement names are', () => {
    expect(hotPaths()).toBe(hotPaths());
  });
});
