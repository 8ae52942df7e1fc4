#!/usr/bin/env node
/**
 * The reference the service is measured against (issue 15): the same two jobs with no framework,
 * on `node:http` and `pg` only.
 * - GET /api/v1/applications/{id}: one parameterised SELECT by primary key, the row as JSON.
 * - POST /api/v1/candidates: the body parsed and validated by hand, one INSERT ... RETURNING.
 * Its tables have the width and indexes of the service's `applications` and `candidates`.
 *   DATABASE_URL=postgres://... PORT=3400 node bench/raw-server.js
 * Prints `ready <port>` once listening, and the id of an application it seeded.
 */
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { Pool } = require('pg');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_BODY = 1024 * 1024;

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.RAW_POOL_SIZE ?? 10) });

async function createTables() {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS raw_applications (
      id uuid PRIMARY KEY, candidate_id uuid NOT NULL, job_id uuid NOT NULL, current_stage_id uuid NOT NULL,
      status text NOT NULL, source text NOT NULL, pipeline_order integer NOT NULL, applied_at timestamptz(3) NOT NULL,
      created_at timestamptz(3) NOT NULL DEFAULT now(), updated_at timestamptz(3) NOT NULL DEFAULT now())`);
  await pool.query(`
    CREATE TABLE IF NOT EXISTS raw_candidates (
      id uuid PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, email text NOT NULL, phone text, address text,
      location text, headline text, summary text, linkedin_url text, github_url text, website_url text,
      education_entries jsonb NOT NULL DEFAULT '[]', experience_entries jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz(3) NOT NULL DEFAULT now(), updated_at timestamptz(3) NOT NULL DEFAULT now())`);
  await pool.query(`CREATE UNIQUE INDEX IF NOT EXISTS raw_candidates_email_key ON raw_candidates (lower(email))`);
  await pool.query(`CREATE INDEX IF NOT EXISTS raw_candidates_created_idx ON raw_candidates (created_at DESC, id DESC)`);
  const id = randomUUID();
  await pool.query(
    `INSERT INTO raw_applications (id, candidate_id, job_id, current_stage_id, status, source, pipeline_order, applied_at)
     VALUES ($1, $2, $3, $4, 'active', 'api', 1, now())`,
    [id, randomUUID(), randomUUID(), randomUUID()],
  );
  return id;
}

function send(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

const fail = (response, status, code, message) => send(response, status, { error: { code, message } });

function presentApplication(row) {
  return {
    id: row.id,
    candidateId: row.candidate_id,
    jobId: row.job_id,
    currentStageId: row.current_stage_id,
    status: row.status,
    source: row.source,
    pipelineOrder: row.pipeline_order,
    appliedAt: row.applied_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The rules of POST /candidates that matter for cost: types, lengths, the email pattern, unknown keys. */
function validateCandidate(body) {
  const problems = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['body must be an object'];
  const allowed = new Set(['firstName', 'lastName', 'email', 'phone', 'address', 'location', 'headline', 'summary', 'linkedinUrl', 'githubUrl', 'websiteUrl']);
  for (const key of Object.keys(body)) if (!allowed.has(key)) problems.push(`${key} is not allowed`);
  for (const key of ['firstName', 'lastName']) {
    if (typeof body[key] !== 'string' || body[key].length < 1 || body[key].length > 120) problems.push(`${key} must be 1-120 characters`);
  }
  if (typeof body.email !== 'string' || body.email.length > 320 || !EMAIL.test(body.email)) problems.push('email must be an email address');
  for (const key of ['phone', 'address', 'location', 'headline', 'summary']) {
    if (body[key] !== undefined && body[key] !== null && (typeof body[key] !== 'string' || body[key].length > 2000)) problems.push(`${key} must be text`);
  }
  return problems;
}

async function getApplication(response, id) {
  if (!UUID.test(id)) return fail(response, 422, 'VALIDATION_ERROR', 'id must be a UUID');
  const { rows } = await pool.query('SELECT * FROM raw_applications WHERE id = $1', [id.toLowerCase()]);
  if (rows.length === 0) return fail(response, 404, 'NOT_FOUND', 'Application not found');
  send(response, 200, { data: presentApplication(rows[0]), meta: {} });
}

async function createCandidate(request, response) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY) return fail(response, 413, 'PAYLOAD_TOO_LARGE', 'body over 1 MiB');
    chunks.push(chunk);
  }
  let body;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return fail(response, 400, 'INVALID_JSON', 'body is not JSON');
  }
  const problems = validateCandidate(body);
  if (problems.length > 0) return fail(response, 422, 'VALIDATION_ERROR', problems.join('; '));
  try {
    const { rows } = await pool.query(
      `INSERT INTO raw_candidates (id, first_name, last_name, email, phone, address, location, headline, summary)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        randomUUID(),
        body.firstName,
        body.lastName,
        body.email,
        body.phone ?? null,
        body.address ?? null,
        body.location ?? null,
        body.headline ?? null,
        body.summary ?? null,
      ],
    );
    const row = rows[0];
    send(response, 201, {
      data: {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        headline: row.headline,
        createdAt: row.created_at.toISOString(),
      },
      meta: {},
    });
  } catch (error) {
    if (error.code === '23505') return fail(response, 409, 'CONFLICT', 'email taken');
    throw error;
  }
}

const APPLICATION_PATH = /^\/api\/v1\/applications\/([^/]+)$/;

const server = http.createServer((request, response) => {
  const match = request.method === 'GET' ? APPLICATION_PATH.exec(request.url) : null;
  const work =
    match !== null
      ? getApplication(response, match[1])
      : request.method === 'POST' && request.url === '/api/v1/candidates'
        ? createCandidate(request, response)
        : Promise.resolve(fail(response, 404, 'NOT_FOUND', 'no such route'));
  work.catch((error) => {
    console.error(error);
    if (!response.headersSent) fail(response, 500, 'INTERNAL_ERROR', 'unexpected');
  });
});

createTables().then((applicationId) => {
  server.listen(Number(process.env.PORT ?? 3400), '127.0.0.1', () => {
    console.log(`application ${applicationId}`);
    console.log(`ready ${server.address().port}`);
  });
});

process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
