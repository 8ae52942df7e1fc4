import { describeConflict } from '@app/core';

/** The 409 INVALID_STATE every 409 response of the OpenAPI document shows: the offers' own answer to an offer on a closed application. */
describeConflict('INVALID_STATE', 'The application is rejected: only an active application can get an offer', { status: 'rejected', allowed: ['active'] });
