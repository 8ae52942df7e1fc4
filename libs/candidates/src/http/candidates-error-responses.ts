import { describeConflict, describeErrorStatus, errorExample, EXAMPLE_ID } from '@app/core';

const SURVIVOR_ID = '0190a0b4-8a3e-7c2d-9f00-0987654321ab';

/** What the OpenAPI document shows of the candidates' own error answers: 308 for a merged id in the path, 409 for a taken identity key. */
describeErrorStatus(308, {
  description: "MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId)",
  example: errorExample('MERGED', `Candidate ${EXAMPLE_ID} was merged into ${SURVIVOR_ID}`, { mergedIntoId: SURVIVOR_ID }),
});
describeConflict('CONFLICT', 'A candidate with email ada@example.com already exists', { field: 'email' });
