import type { MigrationInterface, QueryRunner } from 'typeorm';
import { defineExtension } from '@app/core';
import { CANDIDATE_IDENTITY_POLICY, DUPLICATE_EMAILS_ALLOWED, EMAIL_IDENTITY, type CandidateIdentityKey } from '@app/candidates';
import { expectError, expectSuccess } from '../../helpers/assertions';
import { uniqueEmail } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** What an installation allowing duplicate emails ships with the policy: the unique index replaced by a plain one. */
class AllowDuplicateEmails1799000000000 implements MigrationInterface {
  name = 'AllowDuplicateEmails1799000000000';
  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX candidates_email_key');
    await db.query('CREATE INDEX candidates_email_idx ON candidates (lower(email))');
  }
  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX candidates_email_idx');
    await db.query('CREATE UNIQUE INDEX candidates_email_key ON candidates (lower(email))');
  }
}

const policy = [{ provide: CANDIDATE_IDENTITY_POLICY, useValue: DUPLICATE_EMAILS_ALLOWED }];

/** A phone identifies a person too: compared by its digits and a leading +, so `+44 20 7946 0000` and `+44 (20) 7946-0000` are one. */
const PHONE_IDENTITY: CandidateIdentityKey = {
  field: 'phone',
  index: 'candidates_phone_key',
  match: (operand) => `regexp_replace(${operand}, '[^0-9+]', '', 'g')`,
};
const phonePolicy = [{ provide: CANDIDATE_IDENTITY_POLICY, useValue: { keys: [EMAIL_IDENTITY, PHONE_IDENTITY] } }];

/** The unique index an installation identifying candidates by phone ships with the policy. */
class UniquePhones1799000000100 implements MigrationInterface {
  name = 'UniquePhones1799000000100';
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE UNIQUE INDEX candidates_phone_key ON candidates (regexp_replace(phone, '[^0-9+]', '', 'g'))`);
  }
  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX candidates_phone_key');
  }
}

describe('CANDIDATE_IDENTITY_POLICY', () => {
  describe('replaced by an extension that allows duplicate emails and drops the index', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        {},
        { extensions: [defineExtension({ name: 'duplicate-emails', migrations: [AllowDuplicateEmails1799000000000], policies: policy })] },
      );
    });
    afterAll(() => t?.close());

    it('creates two candidates with one email (any letter case), and updates one to the other’s', async () => {
      const first = await t.factory.candidate({ email: 'same@example.com' });
      const second = await t.factory.candidate({ email: 'SAME@example.com' });
      const third = await t.factory.candidate();
      expect(second.id).not.toBe(first.id);
      expect((await t.api.patch(`/candidates/${third.id}`, { email: 'same@example.com' })).status).toBe(200);
    });
  });

  describe('replaced by an extension that makes the phone an identity key with its unique index', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { extensions: [defineExtension({ name: 'unique-phones', migrations: [UniquePhones1799000000100], policies: phonePolicy })] });
    });
    afterAll(() => t?.close());

    const person = (phone: string, email = uniqueEmail('phone')) => ({ firstName: 'Ada', lastName: 'Lovelace', email, phone });

    it('refuses a taken phone on create and update with a 409 CONFLICT naming phone, and a taken email naming email', async () => {
      const held = expectSuccess(await t.api.post('/candidates', person('+44 20 7946 0001')), 201);
      const taken = expectError(await t.api.post('/candidates', person('+44 (20) 7946-0001')), 409, 'CONFLICT');
      expect(taken).toMatchObject({ message: 'A candidate with phone +44 (20) 7946-0001 already exists', details: { field: 'phone' } });
      const other = expectSuccess(await t.api.post('/candidates', person('+44 20 7946 0002')), 201);
      expect(expectError(await t.api.patch(`/candidates/${other.id}`, { phone: '+442079460001' }), 409, 'CONFLICT').details).toEqual({ field: 'phone' });
      expect(expectError(await t.api.post('/candidates', person('+44 20 7946 0003', held.email.toUpperCase())), 409, 'CONFLICT').details).toEqual({
        field: 'email',
      });
    });

    it('upserts by phone: a new email with a known phone updates the candidate that has it', async () => {
      const held = expectSuccess(await t.api.post('/candidates', person('+1 415 555 0101')), 201);
      const email = uniqueEmail('moved');
      const upserted = await t.api.post('/candidates/upsert', { ...person('+1 (415) 555-0101', email), headline: 'Found by phone' });
      expect(upserted.status).toBe(200);
      expect(upserted.body.data).toMatchObject({ id: held.id, email, phone: '+1 (415) 555-0101', headline: 'Found by phone' });
      // Matched by email first: the phone it would take belongs to another candidate.
      const other = expectSuccess(await t.api.post('/candidates', person('+1 415 555 0102')), 201);
      expect(expectError(await t.api.post('/candidates/upsert', person('+1 415 555 0102', email)), 409, 'CONFLICT').details).toEqual({ field: 'phone' });
      expect((await t.api.get(`/candidates/${other.id}`)).body.data.email).toBe(other.email);
    });

    it('lists the phone match among the duplicates', async () => {
      const first = expectSuccess(await t.api.post('/candidates', person('+49 30 123456789')), 201);
      const second = expectSuccess(await t.api.post('/candidates', { ...person('030 123456789'), firstName: 'Grace', lastName: 'Hopper' }), 201);
      const duplicates = expectSuccess(await t.api.get(`/candidates/${first.id}/duplicates`));
      expect(duplicates).toContainEqual(expect.objectContaining({ candidate: expect.objectContaining({ id: second.id }), reasons: ['same_phone'] }));
    });
  });

  it('refuses to start when a declared identity key has no unique index', async () => {
    await expect(createTestApp({}, { extensions: [defineExtension({ name: 'phones-without-index', policies: phonePolicy })] })).rejects.toThrow(
      'CANDIDATE_IDENTITY_POLICY makes phone identify a candidate but the unique index candidates_phone_key is missing',
    );
  });

  it('keeps the default (unique emails: 409) when no extension replaces it', async () => {
    const t = await createTestApp({}, { extensions: [] });
    try {
      await t.factory.candidate({ email: 'once@example.com' });
      expect((await t.api.post('/candidates', { firstName: 'A', lastName: 'B', email: 'ONCE@example.com' })).status).toBe(409);
    } finally {
      await t.close();
    }
  });

  it('refuses to start when the policy allows duplicates but the unique index is still there', async () => {
    await expect(createTestApp({}, { extensions: [defineExtension({ name: 'no-migration', policies: policy })] })).rejects.toThrow(
      'CANDIDATE_IDENTITY_POLICY allows duplicate emails but the index candidates_email_key still refuses them',
    );
  });
});
