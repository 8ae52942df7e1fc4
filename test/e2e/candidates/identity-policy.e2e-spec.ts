import type { MigrationInterface, QueryRunner } from 'typeorm';
import { defineExtension } from '@app/core';
import { CANDIDATE_IDENTITY_POLICY, DUPLICATE_EMAILS_ALLOWED } from '@app/candidates';
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
