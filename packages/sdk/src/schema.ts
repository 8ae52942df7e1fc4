/**
 * Generated from the service's OpenAPI document (GET /docs-json) by openapi-typescript.
 * Do not edit: run `npm run sdk:generate`.
 */

export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process answers */
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: PostgreSQL and Redis answer (503 SERVICE_UNAVAILABLE with details { database, redis } when either does not) */
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users, newest first */
    get: operations['UsersController_list'];
    put?: never;
    /** Create a user */
    post: operations['UsersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a user */
    get: operations['UsersController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List API keys, newest first (never the key value)
     * @description The keys of the calling key's user; a `*` key lists every user's keys.
     */
    get: operations['ApiKeysController_list'];
    put?: never;
    /**
     * Create an API key
     * @description The full key is in this response only. A key can grant only scopes it holds; only a `*` key can create keys for another user.
     */
    post: operations['ApiKeysController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an API key (never the key value)
     * @description Another user's key is 404 unless the calling key has scope `*`.
     */
    get: operations['ApiKeysController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke an API key: it stops working on the next request
     * @description Only a `*` key can revoke another user's key.
     */
    post: operations['ApiKeysController_revoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys/{id}/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate an API key
     * @description Creates a key with the same name, type, environment, scopes and expiry, and revokes the old one at once.
     */
    post: operations['ApiKeysController_rotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List candidates, newest first */
    get: operations['CandidatesController_list'];
    put?: never;
    /**
     * Create a candidate
     * @description The email must not be taken, in any letter case.
     */
    post: operations['CandidatesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/candidates/upsert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or update a candidate by email
     * @description The create body, matched by email in any letter case. No match: created, 201. A match: the fields sent replace the stored ones (absent fields stay), 200; a body that changes nothing records no event. Concurrent upserts of one email create it once.
     */
    post: operations['CandidatesController_upsert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/candidates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a candidate */
    get: operations['CandidatesController_get'];
    put?: never;
    post?: never;
    /**
     * Erase a candidate
     * @description Removes the person's data, tags and notes for good.
     */
    delete: operations['CandidatesController_erase'];
    options?: never;
    head?: never;
    /**
     * Update a candidate
     * @description Only the fields sent change; null clears a nullable field.
     */
    patch: operations['CandidatesController_update'];
    trace?: never;
  };
  '/api/v1/candidates/{id}/duplicates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Candidates that are probably the same person
     * @description Best first, at most 20, without pagination. Reasons: same email local part, same phone (last 9 digits), same LinkedIn profile (normalised URL), similar full name (trigram similarity ≥ 0.6).
     */
    get: operations['CandidatesController_duplicates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/candidates/{id}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merge a duplicate into this candidate
     * @description In one transaction the duplicate's applications (with their interviews, offers and scorecards), notes, tags, pool entries, tasks and documents move to this candidate (a tag or pool both have stays once); this candidate keeps its non-null fields and takes the duplicate's where its own are null; education and experience entries are concatenated without repeating an entry id. The duplicate is deleted: afterwards every path naming it answers 308 to the same path with this id. 409 CONFLICT (details.jobIds) when both have an active application to the same job; 409 (details.mergedIntoId) when the duplicate was merged into another candidate, or when this candidate was merged into the duplicate (the opposite merge won; any other merged id in the path answers 308); 422 when duplicateId is this candidate or names no candidate. Records `candidate.merged`.
     */
    post: operations['CandidatesController_merge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/candidates/{id}/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a candidate's tags */
    get: operations['CandidatesController_listTags'];
    put?: never;
    /**
     * Tag a candidate
     * @description 201 when the tag is newly attached, 200 when the candidate already had it.
     */
    post: operations['CandidatesController_addTag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/candidates/{id}/tags/{tagId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a tag from a candidate */
    delete: operations['CandidatesController_removeTag'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/candidates/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a candidate's notes, newest first */
    get: operations['CandidatesController_listNotes'];
    put?: never;
    /** Add a note to a candidate */
    post: operations['CandidatesController_createNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List jobs, newest first
     * @description Deleted jobs are not listed.
     */
    get: operations['JobsController_list'];
    put?: never;
    /**
     * Create a job
     * @description Status defaults to open. Without `stages` the pipeline is Applied, Screen, Interview, Offer, Hired.
     */
    post: operations['JobsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a job with its pipeline */
    get: operations['JobsController_get'];
    put?: never;
    post?: never;
    /**
     * Close and delete a job
     * @description Status becomes closed and the job is soft-deleted: afterwards it is 404 everywhere; its applications stay readable.
     */
    delete: operations['JobsController_close'];
    options?: never;
    head?: never;
    /**
     * Update a job
     * @description Only the fields sent change; null clears a nullable field. closedAt is set when status becomes closed and cleared when it leaves closed.
     */
    patch: operations['JobsController_update'];
    trace?: never;
  };
  '/api/v1/jobs/{id}/stages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a job's stages in pipeline order
     * @description Sorted by order, then createdAt; the cursor pages in that order.
     */
    get: operations['JobsController_listStages'];
    put?: never;
    /**
     * Add a stage to a job
     * @description Without order the stage goes last. A job has at most 50 stages (409 CONFLICT).
     */
    post: operations['JobsController_createStage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/{id}/stages/{stageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a stage of a job
     * @description 409 CONFLICT while applications are in the stage, and for the last stage of a job.
     */
    delete: operations['JobsController_removeStage'];
    options?: never;
    head?: never;
    /**
     * Update a stage of a job
     * @description Only the fields sent change. The stage must belong to the job.
     */
    patch: operations['JobsController_updateStage'];
    trace?: never;
  };
  '/api/v1/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List applications, newest first
     * @description Every filter given must hold.
     */
    get: operations['ApplicationsController_list'];
    put?: never;
    /**
     * Apply a candidate to a job
     * @description The candidate and the job must exist (422 otherwise) and the job must be open (409 INVALID_STATE). One active application per candidate and job (409 CONFLICT). Starts active in the job's first stage, last in that stage's column.
     */
    post: operations['ApplicationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an application */
    get: operations['ApplicationsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move an application to another stage of its job
     * @description toStageId must be a stage of the application's job (422). The application must be active and its job neither closed nor deleted (409 INVALID_STATE). A move to the current stage changes nothing; otherwise the application goes last in the target stage's column.
     */
    post: operations['ApplicationsController_move'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject an application
     * @description active → rejected; otherwise 409 INVALID_STATE. No body.
     */
    post: operations['ApplicationsController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw an application
     * @description active → withdrawn; otherwise 409 INVALID_STATE. No body.
     */
    post: operations['ApplicationsController_withdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/interviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List interviews, newest first
     * @description Every filter given must hold.
     */
    get: operations['InterviewsController_list'];
    put?: never;
    /**
     * Schedule an interview
     * @description The application must exist and be active, and its job must not be closed (409 INVALID_STATE); the interviewer must be a user. Starts `scheduled`, source `api`; candidateId and jobId come from the application.
     */
    post: operations['InterviewsController_schedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/interviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an interview */
    get: operations['InterviewsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a scheduled interview
     * @description Only the fields sent change; null clears location, notes or meetingUrl. Only a `scheduled` interview can be edited (409 INVALID_STATE otherwise).
     */
    patch: operations['InterviewsController_update'];
    trace?: never;
  };
  '/api/v1/interviews/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an interview
     * @description `scheduled` → `canceled`; 409 INVALID_STATE otherwise. No body (any body sent is ignored).
     */
    post: operations['InterviewsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/interviews/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an interview as held
     * @description `scheduled` → `completed`; 409 INVALID_STATE otherwise. No body (any body sent is ignored).
     */
    post: operations['InterviewsController_complete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/interviews/{id}/no-show': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an interview as a no-show
     * @description `scheduled` → `no_show`; 409 INVALID_STATE otherwise. No body (any body sent is ignored). Recorded as `interview.updated` with changedFields `["status"]`.
     */
    post: operations['InterviewsController_markNoShow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List offers, newest first
     * @description Filters combine with AND.
     */
    get: operations['OffersController_list'];
    put?: never;
    /**
     * Create a draft offer
     * @description The application must exist (422) and be active (409 INVALID_STATE); the offer takes its candidate and job. `expiresAt`, when set, must be in the future.
     */
    post: operations['OffersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/offers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an offer
     * @description The offer; a sent offer past expiresAt reads as expired (computed when read, never stored).
     */
    get: operations['OffersController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/offers/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a draft offer
     * @description draft → sent (sets sentAt). 409 INVALID_STATE otherwise, when expiresAt has passed, or when the application is no longer active. No body.
     */
    post: operations['OffersController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/offers/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw an offer
     * @description draft or sent (not expired) → withdrawn; 409 INVALID_STATE otherwise. No body.
     */
    post: operations['OffersController_withdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/offers/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the candidate's decision on an offer
     * @description The offer must be sent and not past expiresAt (409 INVALID_STATE). Sets decidedAt; `accepted` also marks the application hired in the same transaction (409 INVALID_STATE, and nothing saved, when the application is no longer active).
     */
    post: operations['OffersController_decide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorecards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List scorecards, newest first
     * @description Every filter given must hold.
     */
    get: operations['ScorecardsController_list'];
    put?: never;
    /**
     * Submit a scorecard
     * @description The author is the API key's user. `stageId` defaults to the application's current stage and must be a stage of the application's job (422 otherwise); the stage's name is kept with the scorecard. Criterion names are unique within a scorecard (any letter case).
     */
    post: operations['ScorecardsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tasks, newest first
     * @description Filters combine with AND.
     */
    get: operations['TasksController_list'];
    put?: never;
    /**
     * Create a task
     * @description Defaults: status pending, priority medium. ownerId must be a user and the link ids must exist (422 otherwise). createdById is the API key's user.
     */
    post: operations['TasksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a task
     * @description The task, with the ids of what it links to (owner, candidate, application, job, interview); completedAt is set while it is completed.
     */
    get: operations['TasksController_get'];
    put?: never;
    post?: never;
    /** Delete a task */
    delete: operations['TasksController_remove'];
    options?: never;
    head?: never;
    /**
     * Update a task
     * @description Only the fields sent change; null clears description, dueDate, ownerId and the links. Any status move is allowed: completedAt is set when the status becomes completed and cleared when it leaves completed.
     */
    patch: operations['TasksController_update'];
    trace?: never;
  };
  '/api/v1/talent-pools': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List talent pools, newest first */
    get: operations['TalentPoolsController_list'];
    put?: never;
    /** Create a talent pool */
    post: operations['TalentPoolsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/talent-pools/{id}/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a talent pool's entries, newest first */
    get: operations['TalentPoolsController_listEntries'];
    put?: never;
    /**
     * Add a candidate to a talent pool
     * @description The candidate must exist (422) and not be in the pool yet (409 CONFLICT).
     */
    post: operations['TalentPoolsController_addEntry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pool-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a candidate from a talent pool
     * @description Deletes the pool entry (the id that adding the candidate returned); the candidate and the pool stay.
     */
    delete: operations['PoolEntriesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activity-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The activity feed, newest first */
    get: operations['ActivityController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every change in commit order, with the resource as it is now or a tombstone
     * @description Follow `meta.pagination.nextCursor` (never null). `wait` long-polls. Only changes of resources the key may read (their scopes); the others still move the cursor. 410 CURSOR_EXPIRED: resync, then resume from a new cursor (docs/syncing.md).
     */
    get: operations['ChangesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List webhooks, newest first */
    get: operations['WebhooksController_list'];
    put?: never;
    /**
     * Create a webhook
     * @description Returns the signing secret, shown only here and on rotation. Deliveries are Standard Webhooks requests: POST { type, timestamp, data } with webhook-id (the event id, the same on every retry and replay), webhook-timestamp and webhook-signature headers.
     */
    post: operations['WebhooksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a webhook */
    get: operations['WebhooksController_get'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook
     * @description Soft delete; pending and retrying deliveries are canceled.
     */
    delete: operations['WebhooksController_remove'];
    options?: never;
    head?: never;
    /**
     * Update a webhook
     * @description Only the fields sent change. Disabling cancels pending and retrying deliveries.
     */
    patch: operations['WebhooksController_update'];
    trace?: never;
  };
  '/api/v1/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a webhook's signing secret
     * @description Returns the new secret; for 24 hours deliveries carry signatures by both.
     */
    post: operations['WebhooksController_rotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a webhook.test event to this webhook
     * @description Queued at once; returns the delivery to follow.
     */
    post: operations['WebhooksController_sendTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a webhook's deliveries, newest first */
    get: operations['WebhooksController_listDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{deliveryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a webhook delivery */
    get: operations['WebhooksController_getDelivery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replay a webhook delivery
     * @description A new delivery of the same event (same body and webhook-id) with replayOfId, queued at once.
     */
    post: operations['WebhooksController_replay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List automations, newest first */
    get: operations['AutomationsController_list'];
    put?: never;
    /**
     * Create an automation
     * @description Starts as a draft at definitionVersion 1; createdById is the API key's user. Each action's type must suit the trigger (add_tag, add_note need an event about a candidate; move_application, reject_application one about an application); create_task's ownerId must be a user and move_application's toStageId a stage of a job (422 otherwise). Lifecycle: draft → pending_approval (request-approval) → approved (approve, by another user) → published (publish); any status but archived → archived (archive). Only published and enabled automations run.
     */
    post: operations['AutomationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an automation */
    get: operations['AutomationsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update an automation
     * @description Only the fields sent change; the trigger cannot. Changing conditions or actions bumps definitionVersion and sends a pending_approval, approved or published automation back to draft (approve and publish it again); other fields keep status and version. Archived automations cannot change (409). Each action's type must suit the trigger (add_tag, add_note need an event about a candidate; move_application, reject_application one about an application); create_task's ownerId must be a user and move_application's toStageId a stage of a job (422 otherwise).
     */
    patch: operations['AutomationsController_update'];
    trace?: never;
  };
  '/api/v1/automations/{id}/request-approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for approval of a draft automation
     * @description draft → pending_approval. Lifecycle: draft → pending_approval (request-approval) → approved (approve, by another user) → published (publish); any status but archived → archived (archive). Only published and enabled automations run.
     */
    post: operations['AutomationsController_requestApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an automation
     * @description pending_approval → approved. The approver must be another user than the one who requested approval: 403 FORBIDDEN with details { reason: "self_approval" } otherwise. Lifecycle: draft → pending_approval (request-approval) → approved (approve, by another user) → published (publish); any status but archived → archived (archive). Only published and enabled automations run.
     */
    post: operations['AutomationsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish an approved automation
     * @description approved → published: it runs from now on while enabled. Lifecycle: draft → pending_approval (request-approval) → approved (approve, by another user) → published (publish); any status but archived → archived (archive). Only published and enabled automations run.
     */
    post: operations['AutomationsController_publish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Archive an automation
     * @description Any status but archived → archived, for good: it never runs again and cannot change. Lifecycle: draft → pending_approval (request-approval) → approved (approve, by another user) → published (publish); any status but archived → archived (archive). Only published and enabled automations run.
     */
    post: operations['AutomationsController_archive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate an automation's signing secret
     * @description http_request steps are signed as Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) with a secret only this route reveals: it returns a new one, and for 24 hours requests carry signatures by both the new and the replaced secret.
     */
    post: operations['AutomationsController_rotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an automation's runs, newest first */
    get: operations['AutomationRunsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}/runs/{runId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an automation run with its steps */
    get: operations['AutomationRunsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}/runs/{runId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an automation run
     * @description A queued run is canceled at once; a running one stops before its next step (cancelRequestedAt is set now, cancelledAt then). A failed run waiting for its retry stops retrying when its automation is disabled or archived.
     */
    post: operations['AutomationRunsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/automations/{id}/runs/{runId}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replay an automation run
     * @description A new run of the same trigger event (replayOfRunId) under the automation's current definition, starting at startStepIndex (default 0), queued at once. The run must have finished and the automation be published and enabled.
     */
    post: operations['AutomationRunsController_replay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/candidates/{id}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a candidate's documents, newest first */
    get: operations['DocumentsController_list'];
    put?: never;
    /**
     * Upload a document of a candidate
     * @description The content type is decided from the bytes: PDF, DOCX, DOC, RTF, plain UTF-8 text, PNG or JPEG (422 otherwise, or for an empty file). Larger than DOCUMENT_MAX_BYTES: 413. The same bytes for the same candidate again: 200 with the existing document. Multipart: one part `file`; an empty `kind` or `applicationId` field counts as not sent; a second file part or an unknown file part is 422 naming it, a body that cannot be read 400 INVALID_MULTIPART. A full document store: 507 INSUFFICIENT_STORAGE, nothing stored. Text extraction starts in the background (textStatus pending).
     */
    post: operations['DocumentsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a document */
    get: operations['DocumentsController_get'];
    put?: never;
    post?: never;
    /** Delete a document and its bytes */
    delete: operations['DocumentsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/documents/{id}/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a document's bytes
     * @description Streamed from the document store.
     */
    get: operations['DocumentsController_content'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/documents/{id}/text': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A document's extracted text
     * @description textStatus: pending → extracted | unsupported | failed; text is null until extracted.
     */
    get: operations['DocumentsController_text'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/job-posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List job posts, newest first
     * @description Filters combine with AND.
     */
    get: operations['JobPostsController_list'];
    put?: never;
    /**
     * Create a draft job post
     * @description `jobId` must name an existing job (422). Title, location and employment type default to the job's. The form: `questions` 0-50 with unique keys that are not reserved names; select questions need `options` (values unique); `maxLength` for text questions within their cap; `min` ≤ `max` for number and multi_select; `accept` (document content types) and `maxBytes` (≤ DOCUMENT_MAX_BYTES) for file questions; consent questions are booleans; self_id questions are never required. Every broken rule is reported with its path (`form.questions.3.options`). `salary.min` ≤ `salary.max`.
     */
    post: operations['JobPostsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/job-posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a job post */
    get: operations['JobPostsController_get'];
    put?: never;
    post?: never;
    /**
     * Delete a job post
     * @description Only a draft or closed post (409 INVALID_STATE for a live one: close it first); afterwards it is 404 everywhere.
     */
    delete: operations['JobPostsController_delete'];
    options?: never;
    head?: never;
    /**
     * Update a job post
     * @description Only the fields sent change (`form` is replaced whole); `jobId` cannot change. A live post's changes are public at once. The form: `questions` 0-50 with unique keys that are not reserved names; select questions need `options` (values unique); `maxLength` for text questions within their cap; `min` ≤ `max` for number and multi_select; `accept` (document content types) and `maxBytes` (≤ DOCUMENT_MAX_BYTES) for file questions; consent questions are booleans; self_id questions are never required. Every broken rule is reported with its path (`form.questions.3.options`). `salary.min` ≤ `salary.max`.
     */
    patch: operations['JobPostsController_update'];
    trace?: never;
  };
  '/api/v1/job-posts/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a job post
     * @description draft or closed → live (sets publishedAt, again on a republish). The job must be open: 409 INVALID_STATE with the job’s status otherwise (`details.allowed` ["open"]); an already live post is 409 INVALID_STATE. No body.
     */
    post: operations['JobPostsController_publish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/job-posts/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close a job post
     * @description live → closed (sets closedAt); 409 INVALID_STATE from draft or closed. Closing the job, or moving it off open, closes its live posts. No body.
     */
    post: operations['JobPostsController_close'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/job-posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List live job posts, newest published first
     * @description Posts of open jobs on the board (default `external`); filters combine with AND. No API key. Rate limited per client address (PUBLIC_READ_PER_MINUTE); CORS for CAREERS_ALLOWED_ORIGINS. `ETag` and `Cache-Control: public, max-age=60`; `If-None-Match` with the ETag: 304 without a body.
     */
    get: operations['PublicJobPostsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/job-posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a live job post with its application form and the form’s JSON Schema
     * @description A post that is not live, or whose job is not open, is 404 like an unknown id. No API key. Rate limited per client address (PUBLIC_READ_PER_MINUTE); CORS for CAREERS_ALLOWED_ORIGINS. `ETag` and `Cache-Control: public, max-age=60`; `If-None-Match` with the ETag: 304 without a body.
     */
    get: operations['PublicJobPostsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    LivenessSchema: {
      /** @enum {string} */
      status: 'ok';
    };
    PaginationSchema: {
      /** @description Pass as `cursor` to get the next page; null on the last page */
      nextCursor: string | null;
      hasMore: boolean;
      limit: number;
    };
    PageMetaSchema: {
      pagination: components['schemas']['PaginationSchema'];
    };
    ErrorObjectSchema: {
      /** @enum {string} */
      code:
        | 'INVALID_JSON'
        | 'INVALID_MULTIPART'
        | 'MALFORMED_REQUEST'
        | 'UNAUTHORIZED'
        | 'FORBIDDEN'
        | 'MERGED'
        | 'NOT_FOUND'
        | 'CURSOR_EXPIRED'
        | 'CONFLICT'
        | 'INVALID_STATE'
        | 'IDEMPOTENCY_KEY_REUSED'
        | 'REQUEST_TIMEOUT'
        | 'PAYLOAD_TOO_LARGE'
        | 'URI_TOO_LONG'
        | 'RANGE_NOT_SATISFIABLE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'VALIDATION_ERROR'
        | 'RATE_LIMITED'
        | 'HEADERS_TOO_LARGE'
        | 'INTERNAL_ERROR'
        | 'SERVICE_UNAVAILABLE'
        | 'INSUFFICIENT_STORAGE';
      message: string;
      /** @description VALIDATION_ERROR: an array of issues. FORBIDDEN: { requiredScope }. MERGED: { mergedIntoId }. INVALID_STATE: { status, allowed }. INTERNAL_ERROR: { errorId }. */
      details?: components['schemas']['ValidationIssueSchema'][] | Record<string, never>;
    };
    ErrorEnvelopeSchema: {
      error: components['schemas']['ErrorObjectSchema'];
    };
    ValidationIssueSchema: {
      /** @enum {string} */
      location: 'body' | 'query' | 'path' | 'header';
      /** @example educationEntries.0.school */
      path: string;
      /** @example educationEntries.0.school must not be empty */
      message: string;
    };
    ReadinessSchema: {
      /** @enum {string} */
      status: 'ok';
      /** @enum {string} */
      database: 'up';
      /** @enum {string} */
      redis: 'up';
    };
    /** @enum {string} */
    UserRole: 'admin' | 'recruiter' | 'hiring_manager' | 'interviewer';
    UserResponse: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
      role: components['schemas']['UserRole'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateUserDto: {
      /** @example Grace Hopper */
      name: string;
      /** @example grace@example.com */
      email: string;
      /**
       * @example recruiter
       * @enum {string}
       */
      role: 'admin' | 'recruiter' | 'hiring_manager' | 'interviewer';
    };
    ApiKeyResponse: {
      /** Format: uuid */
      id: string;
      name: string;
      /**
       * @description secret: scopes ["*"]; restricted: the listed scopes
       * @enum {string}
       */
      type: 'secret' | 'restricted';
      /** @enum {string} */
      environment: 'live' | 'test';
      /** @example ats_live_4Fq */
      prefix: string;
      /** @example x9Qa */
      last4: string;
      scopes: string[];
      /**
       * Format: date-time
       * @description Updated at most once a minute
       */
      lastUsedAt: string | null;
      /** Format: date-time */
      expiresAt: string | null;
      /** Format: date-time */
      revokedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description The full key: only in the create and rotate responses, null otherwise */
      key: string | null;
    };
    CreateApiKeyDto: {
      /** @example Careers site */
      name: string;
      /**
       * @example [
       *       "candidates:read",
       *       "applications:write"
       *     ]
       */
      scopes: (
        | '*'
        | 'users:read'
        | 'users:write'
        | 'api_keys:read'
        | 'api_keys:write'
        | 'candidates:read'
        | 'candidates:write'
        | 'jobs:read'
        | 'jobs:write'
        | 'applications:read'
        | 'applications:write'
        | 'interviews:read'
        | 'interviews:write'
        | 'offers:read'
        | 'offers:write'
        | 'scorecards:read'
        | 'scorecards:write'
        | 'tasks:read'
        | 'tasks:write'
        | 'talent_pools:read'
        | 'talent_pools:write'
        | 'activity:read'
        | 'changes:read'
        | 'webhooks:read'
        | 'webhooks:write'
        | 'automations:read'
        | 'automations:write'
        | 'documents:read'
        | 'documents:write'
        | 'job_posts:read'
        | 'job_posts:write'
      )[];
      /**
       * @example live
       * @enum {string}
       */
      environment: 'live' | 'test';
      /**
       * Format: date-time
       * @description When the key stops working; must be in the future
       * @example 2099-12-31T23:59:59Z
       */
      expiresAt?: string | null;
      /**
       * Format: uuid
       * @description The user the key acts as; defaults to the calling key's user; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      ownerId?: string;
    };
    RotatedApiKeyResponse: {
      /**
       * Format: uuid
       * @description The key that was revoked
       */
      replacedKeyId: string;
      apiKey: components['schemas']['ApiKeyResponse'];
      /** @description The new key value, shown once */
      key: string;
    };
    EducationEntryResponse: {
      id: string;
      school: string;
      degree: string | null;
      field: string | null;
      startDate: string | null;
      endDate: string | null;
      description: string | null;
    };
    ExperienceEntryResponse: {
      id: string;
      company: string;
      title: string;
      startDate: string | null;
      endDate: string | null;
      current: boolean | null;
      location: string | null;
      description: string | null;
    };
    CandidateResponse: {
      /** Format: uuid */
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      phone: string | null;
      address: string | null;
      location: string | null;
      headline: string | null;
      summary: string | null;
      /** Format: uri */
      linkedinUrl: string | null;
      /** Format: uri */
      githubUrl: string | null;
      /** Format: uri */
      websiteUrl: string | null;
      educationEntries: components['schemas']['EducationEntryResponse'][];
      experienceEntries: components['schemas']['ExperienceEntryResponse'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    EducationEntryDto: {
      /** @example edu-1 */
      id: string;
      /** @example University of London */
      school: string;
      /** @example BSc */
      degree?: string | null;
      /** @example Mathematics */
      field?: string | null;
      /** @example 1832-09 */
      startDate?: string | null;
      /** @example 1835-06 */
      endDate?: string | null;
      /** @example Studied under Augustus De Morgan. */
      description?: string | null;
    };
    ExperienceEntryDto: {
      /** @example exp-1 */
      id: string;
      /** @example Analytical Engine Ltd */
      company: string;
      /** @example Analyst */
      title: string;
      /** @example 1842-10 */
      startDate?: string | null;
      /** @example 1843-09 */
      endDate?: string | null;
      /** @example false */
      current?: boolean | null;
      /** @example London, UK */
      location?: string | null;
      /** @example Notes on the Analytical Engine. */
      description?: string | null;
    };
    CreateCandidateDto: {
      /** @example Ada */
      firstName: string;
      /** @example Lovelace */
      lastName: string;
      /** @example ada@example.com */
      email: string;
      /** @example +44 20 7946 0018 */
      phone?: string | null;
      /** @example 12 St James's Square, London SW1Y 4JH */
      address?: string | null;
      /** @example London, UK */
      location?: string | null;
      /** @example Mathematician and first programmer */
      headline?: string | null;
      /** @example Wrote the first published algorithm for the Analytical Engine. */
      summary?: string | null;
      /**
       * Format: uri
       * @example https://www.linkedin.com/in/ada-lovelace
       */
      linkedinUrl?: string | null;
      /**
       * Format: uri
       * @example https://github.com/ada-lovelace
       */
      githubUrl?: string | null;
      /**
       * Format: uri
       * @example https://ada.example.com
       */
      websiteUrl?: string | null;
      educationEntries?: components['schemas']['EducationEntryDto'][] | null;
      experienceEntries?: components['schemas']['ExperienceEntryDto'][] | null;
    };
    /** @enum {string} */
    DuplicateReason: 'same_email_local_part' | 'same_phone' | 'same_linkedin' | 'similar_name';
    DuplicateResponse: {
      candidate: components['schemas']['CandidateResponse'];
      /** @description How likely the two are one person: 1 − Π(1 − weight) over the reasons (LinkedIn 0.9, phone 0.8, email local part 0.6, name 0.5 × trigram similarity) */
      score: number;
      reasons: components['schemas']['DuplicateReason'][];
    };
    UpdateCandidateDto: {
      /** @example Ada */
      firstName?: string;
      /** @example Lovelace */
      lastName?: string;
      /** @example ada@example.com */
      email?: string;
      /** @example +44 20 7946 0018 */
      phone?: string | null;
      /** @example 12 St James's Square, London SW1Y 4JH */
      address?: string | null;
      /** @example London, UK */
      location?: string | null;
      /** @example Mathematician and first programmer */
      headline?: string | null;
      /** @example Wrote the first published algorithm for the Analytical Engine. */
      summary?: string | null;
      /**
       * Format: uri
       * @example https://www.linkedin.com/in/ada-lovelace
       */
      linkedinUrl?: string | null;
      /**
       * Format: uri
       * @example https://github.com/ada-lovelace
       */
      githubUrl?: string | null;
      /**
       * Format: uri
       * @example https://ada.example.com
       */
      websiteUrl?: string | null;
      educationEntries?: components['schemas']['EducationEntryDto'][] | null;
      experienceEntries?: components['schemas']['ExperienceEntryDto'][] | null;
    };
    DeletedSchema: {
      /** @example true */
      deleted: boolean;
    };
    MergeCandidateDto: {
      /**
       * Format: uuid
       * @description The duplicate candidate: its records move to the candidate in the path, then it is deleted; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      duplicateId: string;
    };
    TagResponse: {
      /** Format: uuid */
      id: string;
      /** @example senior */
      label: string;
      /** Format: date-time */
      createdAt: string;
    };
    AddTagDto: {
      /** @example senior */
      label: string;
    };
    NoteAuthorResponse: {
      id: string;
      name: string;
    };
    NoteMentionResponse: {
      userId: string;
      name: string;
    };
    NoteResponse: {
      /** Format: uuid */
      id: string;
      body: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      author: components['schemas']['NoteAuthorResponse'];
      mentions: components['schemas']['NoteMentionResponse'][];
    };
    CreateNoteDto: {
      /** @example Strong system design answers. */
      body: string;
      /**
       * @description Users mentioned in the note; the example is a placeholder: put a real id
       * @example [
       *       "0190a0b4-8a3e-7c2d-9f00-1234567890ab"
       *     ]
       */
      mentionUserIds?: string[];
    };
    StageEmailConfigResponse: {
      candidateUpdatesEnabled: boolean;
    };
    JobStageResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      jobId: string;
      /** @example Phone screen */
      name: string;
      /** @example #3B82F6 */
      color: string;
      order: number;
      emailConfig: components['schemas']['StageEmailConfigResponse'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    JobResponse: {
      /** Format: uuid */
      id: string;
      title: string;
      department: string | null;
      location: string | null;
      /** @enum {string|null} */
      employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null;
      description: string | null;
      /** @enum {string} */
      status: 'draft' | 'open' | 'on_hold' | 'closed';
      /** Format: date-time */
      closedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description The pipeline, sorted by order, then createdAt */
      stages: components['schemas']['JobStageResponse'][];
    };
    StageEmailConfigDto: {
      /**
       * @description Whether candidates get emails about moves into this stage
       * @example true
       */
      candidateUpdatesEnabled: boolean;
    };
    CreateJobStageDto: {
      /** @example Phone screen */
      name: string;
      /** @example #3B82F6 */
      color?: string;
      /**
       * @description Position in the pipeline: stages sort by order, then creation time
       * @example 1
       */
      order?: number;
      emailConfig?: components['schemas']['StageEmailConfigDto'];
    };
    CreateJobDto: {
      /** @example Senior Backend Engineer */
      title: string;
      /** @example Engineering */
      department?: string | null;
      /** @example Berlin (hybrid) */
      location?: string | null;
      /**
       * @example full_time
       * @enum {string|null}
       */
      employmentType?: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null;
      /** @example Design and run the services behind our hiring platform. */
      description?: string | null;
      /**
       * @description Default open; a job is closed by PATCH or DELETE
       * @example open
       * @enum {string}
       */
      status?: 'draft' | 'open' | 'on_hold';
      /**
       * @description The pipeline; default Applied, Screen, Interview, Offer, Hired
       * @example [
       *       {
       *         "name": "Applied",
       *         "color": "#64748B",
       *         "order": 0,
       *         "emailConfig": {
       *           "candidateUpdatesEnabled": false
       *         }
       *       },
       *       {
       *         "name": "Phone screen",
       *         "color": "#3B82F6",
       *         "order": 1,
       *         "emailConfig": {
       *           "candidateUpdatesEnabled": true
       *         }
       *       },
       *       {
       *         "name": "Onsite",
       *         "color": "#8B5CF6",
       *         "order": 2,
       *         "emailConfig": {
       *           "candidateUpdatesEnabled": true
       *         }
       *       }
       *     ]
       */
      stages?: components['schemas']['CreateJobStageDto'][];
    };
    /** @enum {string} */
    JobStatus: 'draft' | 'open' | 'on_hold' | 'closed';
    UpdateJobDto: {
      /** @example Senior Backend Engineer */
      title?: string;
      /** @example Engineering */
      department?: string | null;
      /** @example Berlin (hybrid) */
      location?: string | null;
      /**
       * @example full_time
       * @enum {string|null}
       */
      employmentType?: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null;
      /** @example Design and run the services behind our hiring platform. */
      description?: string | null;
      /**
       * @description Any move is allowed; closedAt is set on entering closed and cleared on leaving it
       * @example on_hold
       * @enum {string}
       */
      status?: 'draft' | 'open' | 'on_hold' | 'closed';
    };
    SuccessSchema: {
      /** @example true */
      success: boolean;
    };
    UpdateJobStageDto: {
      /** @example Phone screen */
      name?: string;
      /** @example #3B82F6 */
      color?: string;
      /**
       * @description Position in the pipeline: stages sort by order, then creation time
       * @example 1
       */
      order?: number;
      emailConfig?: components['schemas']['StageEmailConfigDto'];
    };
    /** @enum {string} */
    ApplicationStatus: 'active' | 'rejected' | 'hired' | 'withdrawn';
    ApplicationResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      candidateId: string;
      /** Format: uuid */
      jobId: string;
      /**
       * Format: uuid
       * @description The pipeline stage the application is in
       */
      currentStageId: string;
      status: components['schemas']['ApplicationStatus'];
      /** @example careers_site */
      source: string;
      /** @description Position in the stage column, ascending */
      pipelineOrder: number;
      /** Format: date-time */
      appliedAt: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateApplicationDto: {
      /**
       * Format: uuid
       * @description An existing job that is open; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      jobId: string;
      /**
       * Format: uuid
       * @description An existing candidate; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      candidateId: string;
      /**
       * @description Where the application came from
       * @example careers_site
       */
      source: string;
    };
    MoveApplicationDto: {
      /**
       * Format: uuid
       * @description A stage of the application's job; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      toStageId: string;
    };
    /** @enum {string} */
    InterviewType: 'phone_screen' | 'technical' | 'onsite' | 'behavioral' | 'final' | 'other';
    /** @enum {string} */
    InterviewMode: 'video' | 'phone' | 'in_person';
    /** @enum {string} */
    InterviewStatus: 'scheduled' | 'completed' | 'canceled' | 'no_show';
    /**
     * @description `automation` when an automation scheduled it
     * @enum {string}
     */
    InterviewSource: 'api' | 'automation';
    InterviewResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      applicationId: string;
      /**
       * Format: uuid
       * @description The application's candidate
       */
      candidateId: string;
      /**
       * Format: uuid
       * @description The application's job
       */
      jobId: string;
      /** Format: uuid */
      interviewerId: string;
      title: string;
      type: components['schemas']['InterviewType'];
      mode: components['schemas']['InterviewMode'];
      status: components['schemas']['InterviewStatus'];
      /** Format: date-time */
      scheduledAt: string;
      durationMins: number;
      location: string | null;
      notes: string | null;
      /** @description `automation` when an automation scheduled it */
      source: components['schemas']['InterviewSource'];
      /** Format: uri */
      meetingUrl: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateInterviewDto: {
      /**
       * Format: uuid
       * @description An existing user; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      interviewerId: string;
      /** @example System design */
      title: string;
      /**
       * @example technical
       * @enum {string}
       */
      type: 'phone_screen' | 'technical' | 'onsite' | 'behavioral' | 'final' | 'other';
      /**
       * @example video
       * @enum {string}
       */
      mode: 'video' | 'phone' | 'in_person';
      /**
       * Format: date-time
       * @description UTC, ending in Z; kept to the millisecond
       * @example 2026-11-21T10:00:00Z
       */
      scheduledAt: string;
      /** @example 60 */
      durationMins: number;
      /** @example Room 4.2 */
      location?: string | null;
      /** @example Focus on the event pipeline. */
      notes?: string | null;
      /**
       * Format: uri
       * @example https://meet.example.com/abc
       */
      meetingUrl?: string | null;
      /**
       * Format: uuid
       * @description An existing application; it must be active and its job not closed; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      applicationId: string;
    };
    UpdateInterviewDto: {
      /**
       * Format: uuid
       * @description An existing user; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      interviewerId?: string;
      /** @example System design */
      title?: string;
      /**
       * @example technical
       * @enum {string}
       */
      type?: 'phone_screen' | 'technical' | 'onsite' | 'behavioral' | 'final' | 'other';
      /**
       * @example video
       * @enum {string}
       */
      mode?: 'video' | 'phone' | 'in_person';
      /**
       * Format: date-time
       * @description UTC, ending in Z; kept to the millisecond
       * @example 2026-11-21T10:00:00Z
       */
      scheduledAt?: string;
      /** @example 60 */
      durationMins?: number;
      /** @example Room 4.2 */
      location?: string | null;
      /** @example Focus on the event pipeline. */
      notes?: string | null;
      /**
       * Format: uri
       * @example https://meet.example.com/abc
       */
      meetingUrl?: string | null;
    };
    /**
     * @description A sent offer past expiresAt reads as expired
     * @enum {string}
     */
    OfferStatus: 'draft' | 'sent' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
    /** @enum {string} */
    SalaryPeriod: 'year' | 'month' | 'week' | 'day' | 'hour';
    OfferResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      applicationId: string;
      /** Format: uuid */
      candidateId: string;
      /** Format: uuid */
      jobId: string;
      /** @description A sent offer past expiresAt reads as expired */
      status: components['schemas']['OfferStatus'];
      title: string;
      /** @example 95000 */
      salaryAmount: number;
      /** @example EUR */
      currency: string;
      salaryPeriod: components['schemas']['SalaryPeriod'];
      equity: string | null;
      /** Format: date */
      startDate: string | null;
      /** Format: date-time */
      expiresAt: string | null;
      notes: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** Format: date-time */
      decidedAt: string | null;
      /** Format: date-time */
      sentAt: string | null;
    };
    CreateOfferDto: {
      /**
       * Format: uuid
       * @description An existing, active application; the offer takes its candidate and job; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      applicationId: string;
      /** @example Senior Backend Engineer */
      title: string;
      /**
       * @description Greater than 0, at most 2 decimals
       * @example 95000
       */
      salaryAmount: number;
      /** @example EUR */
      currency: string;
      /**
       * @example year
       * @enum {string}
       */
      salaryPeriod: 'year' | 'month' | 'week' | 'day' | 'hour';
      /** @example 0.1% over 4 years */
      equity?: string | null;
      /**
       * Format: date
       * @example 2027-01-04
       */
      startDate?: string | null;
      /**
       * Format: date-time
       * @description In the future; from then on a sent offer reads as expired
       * @example 2099-12-31T17:00:00Z
       */
      expiresAt?: string | null;
      /** @example Relocation support included. */
      notes?: string | null;
    };
    OfferDecisionDto: {
      /**
       * @example accepted
       * @enum {string}
       */
      decision: 'accepted' | 'declined';
    };
    /** @enum {string} */
    ScorecardRating: 'strong' | 'good' | 'neutral' | 'weak' | 'poor';
    CriterionResponse: {
      name: string;
      rating: components['schemas']['ScorecardRating'];
      comment: string | null;
    };
    ScorecardResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      candidateId: string;
      /** Format: uuid */
      applicationId: string;
      /** Format: uuid */
      stageId: string;
      /** @description The stage name when the scorecard was written */
      stageName: string;
      /**
       * Format: uuid
       * @description The user behind the API key that wrote it
       */
      authorId: string;
      rating: components['schemas']['ScorecardRating'];
      comment: string | null;
      criteria: components['schemas']['CriterionResponse'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CriterionDto: {
      /** @example System design */
      name: string;
      /**
       * @example good
       * @enum {string}
       */
      rating: 'strong' | 'good' | 'neutral' | 'weak' | 'poor';
      /** @example Clear trade-offs between queues and polling. */
      comment?: string | null;
    };
    CreateScorecardDto: {
      /**
       * Format: uuid
       * @description An existing application (any status); the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      applicationId: string;
      /**
       * @example strong
       * @enum {string}
       */
      rating: 'strong' | 'good' | 'neutral' | 'weak' | 'poor';
      /** @example Hire: strong fundamentals, communicates well. */
      comment?: string | null;
      criteria?: components['schemas']['CriterionDto'][] | null;
      /**
       * Format: uuid
       * @description A stage of the application's job; defaults to the application's current stage; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      stageId?: string;
    };
    /** @enum {string} */
    TaskStatus: 'pending' | 'in_progress' | 'completed' | 'canceled';
    /** @enum {string} */
    TaskPriority: 'low' | 'medium' | 'high' | 'urgent';
    TaskResponse: {
      /** Format: uuid */
      id: string;
      title: string;
      description: string | null;
      status: components['schemas']['TaskStatus'];
      priority: components['schemas']['TaskPriority'];
      /** Format: date-time */
      dueDate: string | null;
      /**
       * Format: date-time
       * @description When the task last became completed; null unless completed
       */
      completedAt: string | null;
      /** Format: uuid */
      ownerId: string | null;
      /** Format: uuid */
      candidateId: string | null;
      /** Format: uuid */
      applicationId: string | null;
      /** Format: uuid */
      jobId: string | null;
      /** Format: uuid */
      interviewId: string | null;
      /**
       * Format: uuid
       * @description The user behind the API key that created the task
       */
      createdById: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateTaskDto: {
      /** @example Call references */
      title: string;
      /** @example Two references from the last role. */
      description?: string | null;
      /**
       * @description Default pending
       * @example in_progress
       * @enum {string}
       */
      status?: 'pending' | 'in_progress' | 'completed' | 'canceled';
      /**
       * @description Default medium
       * @example high
       * @enum {string}
       */
      priority?: 'low' | 'medium' | 'high' | 'urgent';
      /**
       * Format: date-time
       * @description YYYY-MM-DDTHH:MM[:SS[.fraction]]Z, calendar-valid; stored to the millisecond
       * @example 2026-11-28T17:00Z
       */
      dueDate?: string | null;
      /**
       * @description An existing user's id (422 otherwise); the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      ownerId?: string | null;
      /**
       * Format: uuid
       * @description An existing candidate; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      candidateId?: string | null;
      /**
       * Format: uuid
       * @description An existing application; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      applicationId?: string | null;
      /**
       * Format: uuid
       * @description An existing, not deleted job; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      jobId?: string | null;
      /**
       * Format: uuid
       * @description An existing interview; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      interviewId?: string | null;
    };
    UpdateTaskDto: {
      /** @example Call references */
      title?: string;
      /** @example Two references from the last role. */
      description?: string | null;
      /**
       * @description Any move is allowed; completedAt follows
       * @example in_progress
       * @enum {string}
       */
      status?: 'pending' | 'in_progress' | 'completed' | 'canceled';
      /**
       * @example high
       * @enum {string}
       */
      priority?: 'low' | 'medium' | 'high' | 'urgent';
      /**
       * Format: date-time
       * @description YYYY-MM-DDTHH:MM[:SS[.fraction]]Z, calendar-valid; stored to the millisecond
       * @example 2026-11-28T17:00Z
       */
      dueDate?: string | null;
      /**
       * @description An existing user's id (422 otherwise); the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      ownerId?: string | null;
      /**
       * Format: uuid
       * @description An existing candidate; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      candidateId?: string | null;
      /**
       * Format: uuid
       * @description An existing application; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      applicationId?: string | null;
      /**
       * Format: uuid
       * @description An existing, not deleted job; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      jobId?: string | null;
      /**
       * Format: uuid
       * @description An existing interview; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      interviewId?: string | null;
    };
    TalentPoolResponse: {
      /** Format: uuid */
      id: string;
      /** @example Senior backend engineers */
      name: string;
      description: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateTalentPoolDto: {
      /** @example Senior backend engineers */
      name: string;
      /** @example Silver medallists worth calling back */
      description?: string | null;
    };
    PoolEntryResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      poolId: string;
      /** Format: uuid */
      candidateId: string;
      note: string | null;
      /**
       * Format: uuid
       * @description The user behind the API key that added the candidate
       */
      addedById: string;
      /** Format: date-time */
      createdAt: string;
    };
    AddPoolEntryDto: {
      /**
       * Format: uuid
       * @description An existing candidate, not yet in this pool; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      candidateId: string;
      /** @example Strong in Go; ask again in spring */
      note?: string | null;
    };
    /** @enum {string} */
    ActivityEntityType: 'candidate' | 'note' | 'job' | 'application' | 'task' | 'document';
    /** @enum {string} */
    EventType:
      | 'candidate.created'
      | 'candidate.updated'
      | 'candidate.deleted'
      | 'candidate.merged'
      | 'candidate.tag_added'
      | 'candidate.tag_removed'
      | 'note.created'
      | 'job.created'
      | 'job.updated'
      | 'job.closed'
      | 'job.stage_created'
      | 'job.stage_updated'
      | 'job.stage_deleted'
      | 'application.created'
      | 'application.stage_changed'
      | 'application.rejected'
      | 'application.hired'
      | 'application.withdrawn'
      | 'interview.scheduled'
      | 'interview.updated'
      | 'interview.canceled'
      | 'interview.completed'
      | 'offer.created'
      | 'offer.sent'
      | 'offer.accepted'
      | 'offer.declined'
      | 'offer.withdrawn'
      | 'scorecard.submitted'
      | 'task.created'
      | 'task.updated'
      | 'task.completed'
      | 'task.deleted'
      | 'talent_pool.entry_added'
      | 'talent_pool.entry_removed'
      | 'document.uploaded'
      | 'document.deleted'
      | 'job_post.created'
      | 'job_post.updated'
      | 'job_post.published'
      | 'job_post.closed'
      | 'job_post.deleted';
    ActivityActorResponse: {
      /**
       * Format: uuid
       * @description A user id, or an automation id for automation-made changes
       */
      id: string;
      /** @example Grace Hopper */
      name: string;
    };
    ActivityEventResponse: {
      /** Format: uuid */
      id: string;
      entityType: components['schemas']['ActivityEntityType'];
      /** Format: uuid */
      entityId: string;
      type: components['schemas']['EventType'];
      actor: components['schemas']['ActivityActorResponse'];
      /** @description What changed, e.g. fromStageId and toStageId */
      metadata: {
        [key: string]: unknown;
      };
      /** Format: date-time */
      createdAt: string;
    };
    /** @enum {string} */
    ChangeResourceType:
      'candidate' | 'note' | 'job' | 'application' | 'interview' | 'offer' | 'scorecard' | 'task' | 'talent_pool_entry' | 'document' | 'job_post';
    ChangeResponse: {
      /**
       * Format: uuid
       * @description The event id: the webhook-id of the same event
       */
      id: string;
      type: components['schemas']['EventType'];
      resourceType: components['schemas']['ChangeResourceType'];
      /** @description The id of the changed resource */
      resourceId: string;
      /** Format: date-time */
      occurredAt: string;
      /** @description The resource as its GET returns it now, or `{ id, deleted: true }` (plus `mergedIntoId` after a merge) when it no longer exists */
      data: {
        [key: string]: unknown;
      };
    };
    ChangeFeedCursorSchema: {
      /** @description Where to resume (pass as `cursor`); never null, also on the last page */
      nextCursor: string;
      /** @description Whether more changes are available now */
      hasMore: boolean;
      limit: number;
    };
    ChangeFeedMetaSchema: {
      pagination: components['schemas']['ChangeFeedCursorSchema'];
    };
    WebhookWithSecretResponse: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uri
       * @example https://example.com/hooks/ats
       */
      url: string;
      /**
       * @example [
       *       "candidate.created",
       *       "application.stage_changed"
       *     ]
       */
      events: string[];
      description: string | null;
      enabled: boolean;
      /** @description Why deliveries stopped when the service disabled the endpoint (a receiver answered 410 Gone) */
      disabledReason: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * @description Standard Webhooks signing secret; store it now, it is not shown again
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwz4k1jWq2Cg8=
       */
      secret: string;
    };
    CreateWebhookDto: {
      /**
       * Format: uri
       * @description Where deliveries are POSTed: an absolute http or https URL (at most 2048 characters, no credentials)
       * @example https://example.com/hooks/ats
       */
      url: string;
      /**
       * @description Event names to receive (each once: at most every registered name), or ["*"] alone for every event
       * @example [
       *       "candidate.created",
       *       "application.stage_changed"
       *     ]
       */
      events: (
        | '*'
        | 'candidate.created'
        | 'candidate.updated'
        | 'candidate.deleted'
        | 'candidate.merged'
        | 'candidate.tag_added'
        | 'candidate.tag_removed'
        | 'note.created'
        | 'job.created'
        | 'job.updated'
        | 'job.closed'
        | 'job.stage_created'
        | 'job.stage_updated'
        | 'job.stage_deleted'
        | 'application.created'
        | 'application.stage_changed'
        | 'application.rejected'
        | 'application.hired'
        | 'application.withdrawn'
        | 'interview.scheduled'
        | 'interview.updated'
        | 'interview.canceled'
        | 'interview.completed'
        | 'offer.created'
        | 'offer.sent'
        | 'offer.accepted'
        | 'offer.declined'
        | 'offer.withdrawn'
        | 'scorecard.submitted'
        | 'task.created'
        | 'task.updated'
        | 'task.completed'
        | 'task.deleted'
        | 'talent_pool.entry_added'
        | 'talent_pool.entry_removed'
        | 'document.uploaded'
        | 'document.deleted'
        | 'job_post.created'
        | 'job_post.updated'
        | 'job_post.published'
        | 'job_post.closed'
        | 'job_post.deleted'
      )[];
      /** @example Sync to the HRIS */
      description?: string | null;
      /**
       * @description Disabled endpoints receive nothing; default true
       * @example true
       */
      enabled?: boolean;
    };
    WebhookResponse: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uri
       * @example https://example.com/hooks/ats
       */
      url: string;
      /**
       * @example [
       *       "candidate.created",
       *       "application.stage_changed"
       *     ]
       */
      events: string[];
      description: string | null;
      enabled: boolean;
      /** @description Why deliveries stopped when the service disabled the endpoint (a receiver answered 410 Gone) */
      disabledReason: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    UpdateWebhookDto: {
      /**
       * Format: uri
       * @description Where deliveries are POSTed: an absolute http or https URL (at most 2048 characters, no credentials)
       * @example https://example.com/hooks/ats
       */
      url?: string;
      /**
       * @description Event names to receive (each once: at most every registered name), or ["*"] alone for every event
       * @example [
       *       "candidate.created",
       *       "application.stage_changed"
       *     ]
       */
      events?: (
        | '*'
        | 'candidate.created'
        | 'candidate.updated'
        | 'candidate.deleted'
        | 'candidate.merged'
        | 'candidate.tag_added'
        | 'candidate.tag_removed'
        | 'note.created'
        | 'job.created'
        | 'job.updated'
        | 'job.closed'
        | 'job.stage_created'
        | 'job.stage_updated'
        | 'job.stage_deleted'
        | 'application.created'
        | 'application.stage_changed'
        | 'application.rejected'
        | 'application.hired'
        | 'application.withdrawn'
        | 'interview.scheduled'
        | 'interview.updated'
        | 'interview.canceled'
        | 'interview.completed'
        | 'offer.created'
        | 'offer.sent'
        | 'offer.accepted'
        | 'offer.declined'
        | 'offer.withdrawn'
        | 'scorecard.submitted'
        | 'task.created'
        | 'task.updated'
        | 'task.completed'
        | 'task.deleted'
        | 'talent_pool.entry_added'
        | 'talent_pool.entry_removed'
        | 'document.uploaded'
        | 'document.deleted'
        | 'job_post.created'
        | 'job_post.updated'
        | 'job_post.published'
        | 'job_post.closed'
        | 'job_post.deleted'
      )[];
      /** @example Sync to the HRIS */
      description?: string | null;
      /**
       * @description Disabled endpoints receive nothing; default true
       * @example true
       */
      enabled?: boolean;
    };
    /** @enum {string} */
    WebhookDeliveryStatus: 'pending' | 'delivered' | 'retrying' | 'dead_lettered' | 'canceled';
    WebhookDeliveryResponse: {
      /** Format: uuid */
      id: string;
      /** @example candidate.created */
      event: string;
      status: components['schemas']['WebhookDeliveryStatus'];
      /** @description Attempts made so far */
      attempts: number;
      /** @description HTTP status of the latest attempt; null when none answered */
      responseStatus: number | null;
      /** @description Why the latest failed attempt failed */
      lastError: string | null;
      /**
       * Format: date-time
       * @description When the next attempt is due (retrying only)
       */
      nextRetryAt: string | null;
      /** Format: date-time */
      deliveredAt: string | null;
      /** Format: date-time */
      deadLetteredAt: string | null;
      /**
       * Format: uuid
       * @description The delivery this one replays
       */
      replayOfId: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    /** @enum {string} */
    AutomationStatus: 'draft' | 'pending_approval' | 'approved' | 'published' | 'archived';
    AutomationTriggerResponse: {
      /** @example application.stage_changed */
      event: string;
    };
    AutomationActionResponse: {
      /** @example add_tag */
      type: string;
      /**
       * @example {
       *       "label": "fast-track"
       *     }
       */
      config: {
        [key: string]: unknown;
      };
      continueOnError: boolean;
    };
    AutomationResponse: {
      /** Format: uuid */
      id: string;
      /** @example Fast-track referrals */
      name: string;
      description: string | null;
      /** @description Only published and enabled automations run */
      enabled: boolean;
      status: components['schemas']['AutomationStatus'];
      /**
       * @description The event that starts a run (trigger.event)
       * @example application.stage_changed
       */
      triggerEvent: string;
      trigger: components['schemas']['AutomationTriggerResponse'];
      /**
       * @description A JsonLogic expression over { event: { type, data } }; null runs the actions for every event
       * @example {
       *       "==": [
       *         {
       *           "var": "event.data.toStageId"
       *         },
       *         "0190a0b4-8a3e-7c2d-9f00-1234567890ab"
       *       ]
       *     }
       */
      conditions:
        | (
            | {
                [key: string]: unknown;
              }
            | unknown[]
            | string
            | number
            | boolean
          )
        | null;
      actions: components['schemas']['AutomationActionResponse'][];
      /**
       * Format: uuid
       * @description The user behind the API key that created it
       */
      createdById: string;
      /** @description Starts at 1; grows by one whenever conditions or actions change */
      definitionVersion: number;
      /** Format: date-time */
      approvalRequestedAt: string | null;
      /** Format: uuid */
      approvedById: string | null;
      /** Format: date-time */
      approvedAt: string | null;
      /** Format: uuid */
      publishedById: string | null;
      /** Format: date-time */
      publishedAt: string | null;
      maxRunsPerMinute: number;
      maxExternalActionsPerMinute: number;
      circuitBreakerThreshold: number;
      circuitBreakerCooldownSeconds: number;
      /**
       * Format: date-time
       * @description While in the future, the circuit is open: new runs wait until then
       */
      circuitOpenUntil: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description One step: `type` picks the action, `config` is validated against its config schema */
    AutomationActionDto:
      | components['schemas']['AutomationActionDto_add_tag']
      | components['schemas']['AutomationActionDto_add_note']
      | components['schemas']['AutomationActionDto_create_task']
      | components['schemas']['AutomationActionDto_move_application']
      | components['schemas']['AutomationActionDto_reject_application']
      | components['schemas']['AutomationActionDto_http_request'];
    AutomationTriggerDto: {
      /**
       * @description The event that starts a run
       * @example application.stage_changed
       * @enum {string}
       */
      event:
        | 'candidate.created'
        | 'candidate.updated'
        | 'candidate.deleted'
        | 'candidate.merged'
        | 'candidate.tag_added'
        | 'candidate.tag_removed'
        | 'note.created'
        | 'job.created'
        | 'job.updated'
        | 'job.closed'
        | 'job.stage_created'
        | 'job.stage_updated'
        | 'job.stage_deleted'
        | 'application.created'
        | 'application.stage_changed'
        | 'application.rejected'
        | 'application.hired'
        | 'application.withdrawn'
        | 'interview.scheduled'
        | 'interview.updated'
        | 'interview.canceled'
        | 'interview.completed'
        | 'offer.created'
        | 'offer.sent'
        | 'offer.accepted'
        | 'offer.declined'
        | 'offer.withdrawn'
        | 'scorecard.submitted'
        | 'task.created'
        | 'task.updated'
        | 'task.completed'
        | 'task.deleted'
        | 'talent_pool.entry_added'
        | 'talent_pool.entry_removed'
        | 'document.uploaded'
        | 'document.deleted'
        | 'job_post.created'
        | 'job_post.updated'
        | 'job_post.published'
        | 'job_post.closed'
        | 'job_post.deleted';
    };
    CreateAutomationDto: {
      /** @example Fast-track referrals */
      name: string;
      /** @example Tags referred candidates whenever their application changes stage. */
      description?: string | null;
      /**
       * @description A JsonLogic expression over { event: { type, data } }, at most 32 levels of objects and arrays deep; the actions run when it is truthy. null (the default) runs them for every event
       * @example {
       *       "==": [
       *         {
       *           "var": "event.data.source"
       *         },
       *         "referral"
       *       ]
       *     }
       */
      conditions?:
        | (
            | {
                [key: string]: unknown;
              }
            | unknown[]
            | string
            | number
            | boolean
          )
        | null;
      /** @description Run in order */
      actions: components['schemas']['AutomationActionDto'][];
      /**
       * @description Default true
       * @example true
       */
      enabled?: boolean;
      /**
       * @description Runs started per minute at most; later ones wait for the next minute; default 60
       * @example 60
       */
      maxRunsPerMinute?: number;
      /**
       * @description http_request steps per minute at most; default 30
       * @example 30
       */
      maxExternalActionsPerMinute?: number;
      /**
       * @description Failed runs in a row that open the circuit; default 5
       * @example 5
       */
      circuitBreakerThreshold?: number;
      /**
       * @description How long an open circuit holds new runs back; default 300
       * @example 300
       */
      circuitBreakerCooldownSeconds?: number;
      /**
       * @example {
       *       "event": "application.stage_changed"
       *     }
       */
      trigger: components['schemas']['AutomationTriggerDto'];
    };
    UpdateAutomationDto: {
      /** @example Fast-track referrals */
      name?: string;
      /** @example Tags referred candidates whenever their application changes stage. */
      description?: string | null;
      /**
       * @description A JsonLogic expression over { event: { type, data } }, at most 32 levels of objects and arrays deep; the actions run when it is truthy. null (the default) runs them for every event
       * @example {
       *       "==": [
       *         {
       *           "var": "event.data.source"
       *         },
       *         "referral"
       *       ]
       *     }
       */
      conditions?:
        | (
            | {
                [key: string]: unknown;
              }
            | unknown[]
            | string
            | number
            | boolean
          )
        | null;
      /** @description Run in order */
      actions?: components['schemas']['AutomationActionDto'][];
      /** @example true */
      enabled?: boolean;
      /**
       * @description Runs started per minute at most; later ones wait for the next minute
       * @example 60
       */
      maxRunsPerMinute?: number;
      /**
       * @description http_request steps per minute at most
       * @example 30
       */
      maxExternalActionsPerMinute?: number;
      /**
       * @description Failed runs in a row that open the circuit
       * @example 5
       */
      circuitBreakerThreshold?: number;
      /**
       * @description How long an open circuit holds new runs back
       * @example 300
       */
      circuitBreakerCooldownSeconds?: number;
    };
    AutomationSigningSecretResponse: {
      /**
       * @description The new signing secret; store it now, it is not shown again
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwz4k1jWq2Cg8=
       */
      secret: string;
      /**
       * Format: date-time
       * @description Until then (24 hours) requests also carry a signature by the secret this one replaces
       */
      previousSecretExpiresAt: string;
    };
    /** @enum {string} */
    AutomationRunStatus: 'queued' | 'running' | 'succeeded' | 'skipped' | 'failed' | 'dead_lettered' | 'canceled';
    AutomationRunResponse: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uuid
       * @description The automation
       */
      workflowId: string;
      /** @example application.stage_changed */
      triggerEvent: string;
      /** @description The event as relayed: { type, timestamp, data } */
      triggerPayload: {
        [key: string]: unknown;
      };
      /** @description What the conditions (JsonLogic) returned; null until evaluated */
      conditionResult: (Record<string, never> | unknown[] | string | number | boolean) | null;
      status: components['schemas']['AutomationRunStatus'];
      /** @description The version of the definition this run executes */
      definitionVersion: number;
      /** @description Attempts started so far */
      attemptCount: number;
      maxAttempts: number;
      /**
       * Format: date-time
       * @description When the run may start or be retried (waiting on a backoff, an open circuit or a rate limit)
       */
      nextAttemptAt: string | null;
      /**
       * Format: date-time
       * @description When a worker took the run (while running)
       */
      lockedAt: string | null;
      /**
       * Format: date-time
       * @description The holding worker's latest heartbeat (while running)
       */
      heartbeatAt: string | null;
      /** Format: date-time */
      deadLetteredAt: string | null;
      /** Format: date-time */
      cancelRequestedAt: string | null;
      /** Format: date-time */
      cancelledAt: string | null;
      /** @description Time spent executing, summed over attempts */
      durationMs: number | null;
      /** @description The first step this run executes (replays may start later) */
      startStepIndex: number;
      /**
       * Format: uuid
       * @description The run this one replays
       */
      replayOfRunId: string | null;
      /** Format: date-time */
      startedAt: string | null;
      /** Format: date-time */
      finishedAt: string | null;
      /**
       * Format: uuid
       * @description The run whose action's change triggered this one
       */
      parentRunId: string | null;
      /** @description Why the latest attempt failed, or why the run was not started */
      error: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    /** @enum {string} */
    AutomationRunStepStatus: 'running' | 'succeeded' | 'failed';
    AutomationRunStepResponse: {
      /** @description The action's position in the definition, from 0 */
      index: number;
      /** @example create_task */
      type: string;
      status: components['schemas']['AutomationRunStepStatus'];
      /** @description The run attempt that last executed the step */
      attempt: number;
      /** @description What the action returned (succeeded steps) */
      output: {
        [key: string]: unknown;
      } | null;
      /** @description Why the step failed */
      error: string | null;
      /** Format: date-time */
      startedAt: string;
      /** Format: date-time */
      finishedAt: string | null;
      durationMs: number | null;
    };
    AutomationRunWithStepsResponse: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uuid
       * @description The automation
       */
      workflowId: string;
      /** @example application.stage_changed */
      triggerEvent: string;
      /** @description The event as relayed: { type, timestamp, data } */
      triggerPayload: {
        [key: string]: unknown;
      };
      /** @description What the conditions (JsonLogic) returned; null until evaluated */
      conditionResult: (Record<string, never> | unknown[] | string | number | boolean) | null;
      status: components['schemas']['AutomationRunStatus'];
      /** @description The version of the definition this run executes */
      definitionVersion: number;
      /** @description Attempts started so far */
      attemptCount: number;
      maxAttempts: number;
      /**
       * Format: date-time
       * @description When the run may start or be retried (waiting on a backoff, an open circuit or a rate limit)
       */
      nextAttemptAt: string | null;
      /**
       * Format: date-time
       * @description When a worker took the run (while running)
       */
      lockedAt: string | null;
      /**
       * Format: date-time
       * @description The holding worker's latest heartbeat (while running)
       */
      heartbeatAt: string | null;
      /** Format: date-time */
      deadLetteredAt: string | null;
      /** Format: date-time */
      cancelRequestedAt: string | null;
      /** Format: date-time */
      cancelledAt: string | null;
      /** @description Time spent executing, summed over attempts */
      durationMs: number | null;
      /** @description The first step this run executes (replays may start later) */
      startStepIndex: number;
      /**
       * Format: uuid
       * @description The run this one replays
       */
      replayOfRunId: string | null;
      /** Format: date-time */
      startedAt: string | null;
      /** Format: date-time */
      finishedAt: string | null;
      /**
       * Format: uuid
       * @description The run whose action's change triggered this one
       */
      parentRunId: string | null;
      /** @description Why the latest attempt failed, or why the run was not started */
      error: string | null;
      /** Format: date-time */
      createdAt: string;
      steps: components['schemas']['AutomationRunStepResponse'][];
    };
    ReplayRunDto: {
      /**
       * @description The step to start at (an index into the automation's actions); default 0
       * @example 0
       */
      startStepIndex?: number;
    };
    /** @enum {string} */
    DocumentKind: 'resume' | 'cover_letter' | 'portfolio' | 'offer_letter' | 'other';
    /** @enum {string} */
    DocumentTextStatus: 'pending' | 'extracted' | 'unsupported' | 'failed';
    DocumentResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      candidateId: string;
      /** Format: uuid */
      applicationId: string | null;
      kind: components['schemas']['DocumentKind'];
      /** @description The uploaded file name without any directory part */
      filename: string;
      /**
       * @description Decided from the bytes, never from the client
       * @enum {string}
       */
      contentType:
        | 'application/pdf'
        | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        | 'application/msword'
        | 'application/rtf'
        | 'text/plain'
        | 'image/png'
        | 'image/jpeg';
      sizeBytes: number;
      /** @description Lowercase hex SHA-256 of the bytes; also the ETag of /content */
      sha256: string;
      textStatus: components['schemas']['DocumentTextStatus'];
      /**
       * Format: uuid
       * @description The user behind the API key that uploaded it
       */
      createdById: string;
      /** Format: date-time */
      createdAt: string;
    };
    UploadDocumentForm: {
      /**
       * Format: binary
       * @description The file; its name becomes the document's filename
       */
      file: string;
      /** @example resume */
      kind?: components['schemas']['DocumentKind'];
      /**
       * Format: uuid
       * @description Optional: an application of this candidate (leave empty for none)
       * @example
       */
      applicationId?: string;
    };
    UploadDocumentJson: {
      /** @example ada-lovelace.txt */
      filename: string;
      /**
       * Format: byte
       * @description The bytes, base64
       * @example QWRhIExvdmVsYWNlCk1hdGhlbWF0aWNpYW4gYW5kIGZpcnN0IHByb2dyYW1tZXIuCg==
       */
      contentBase64: string;
      /** @example resume */
      kind?: components['schemas']['DocumentKind'];
      /**
       * Format: uuid
       * @description Optional: an application of this candidate; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      applicationId?: string;
    };
    DocumentTextResponse: {
      textStatus: components['schemas']['DocumentTextStatus'];
      /** @description Null until extracted. A NUL (U+0000) or half a surrogate pair of the document reads as U+FFFD */
      text: string | null;
    };
    SalaryResponse: {
      /** @example 70000 */
      min: number;
      /** @example 90000 */
      max: number;
      /** @example EUR */
      currency: string;
      period: components['schemas']['SalaryPeriod'];
    };
    /** @enum {string} */
    JobPostStatus: 'draft' | 'live' | 'closed';
    /** @enum {string} */
    FormFieldSetting: 'required' | 'optional' | 'hidden';
    /** @enum {string} */
    FormQuestionType: 'short_text' | 'long_text' | 'email' | 'url' | 'phone' | 'number' | 'boolean' | 'date' | 'single_select' | 'multi_select' | 'file';
    FormOptionResponse: {
      /** @example berlin */
      value: string;
      /** @example Berlin */
      label: string;
    };
    /** @enum {string} */
    FormSection: 'application' | 'consent' | 'self_id';
    FormQuestionResponse: {
      /** @example years_experience */
      key: string;
      /** @example Years of professional experience */
      label: string;
      type: components['schemas']['FormQuestionType'];
      required: boolean;
      helpText: string;
      /** @description Select questions only */
      options: components['schemas']['FormOptionResponse'][] | null;
      /** @description Text questions; null: the type’s cap (2,000 or 20,000) */
      maxLength: number | null;
      /** @description number: the lowest value; multi_select: the fewest options */
      min: number | null;
      /** @description number: the highest value; multi_select: the most options */
      max: number | null;
      /** @description File questions: the content types accepted; null: every document type */
      accept: string[] | null;
      /** @description File questions; null: DOCUMENT_MAX_BYTES */
      maxBytes: number | null;
      section: components['schemas']['FormSection'];
    };
    ApplicationFormResponse: {
      resume: components['schemas']['FormFieldSetting'];
      coverLetter: components['schemas']['FormFieldSetting'];
      phone: components['schemas']['FormFieldSetting'];
      linkedinUrl: components['schemas']['FormFieldSetting'];
      questions: components['schemas']['FormQuestionResponse'][];
    };
    JobPostResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      jobId: string;
      /** @example Senior Backend Engineer */
      title: string;
      /** @description Markdown */
      content: string;
      location: string | null;
      remote: boolean;
      /** @enum {string|null} */
      employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null;
      salary: components['schemas']['SalaryResponse'] | null;
      status: components['schemas']['JobPostStatus'];
      form: components['schemas']['ApplicationFormResponse'];
      /**
       * @example [
       *       "external"
       *     ]
       */
      boards: string[];
      /** Format: date-time */
      publishedAt: string | null;
      /** Format: date-time */
      closedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    SalaryDto: {
      /** @example 70000 */
      min: number;
      /**
       * @description At least min
       * @example 90000
       */
      max: number;
      /** @example EUR */
      currency: string;
      /**
       * @example year
       * @enum {string}
       */
      period: 'year' | 'month' | 'week' | 'day' | 'hour';
    };
    FormOptionDto: {
      /** @example berlin */
      value: string;
      /** @example Berlin */
      label: string;
    };
    FormQuestionDto: {
      /**
       * @description Unique within the form; the answer’s name in `answers`. Not a reserved name (first_name, email, resume, website, ...)
       * @example work_location
       */
      key: string;
      /** @example Where would you like to work? */
      label: string;
      /**
       * @example single_select
       * @enum {string}
       */
      type: 'short_text' | 'long_text' | 'email' | 'url' | 'phone' | 'number' | 'boolean' | 'date' | 'single_select' | 'multi_select' | 'file';
      /**
       * @description Default false; never true in the self_id section
       * @example true
       */
      required?: boolean;
      /**
       * @description Default ""
       * @example We have offices in Berlin and Lisbon.
       */
      helpText?: string;
      /**
       * @description Select questions only, and required for them; values unique
       * @example [
       *       {
       *         "value": "berlin",
       *         "label": "Berlin"
       *       },
       *       {
       *         "value": "lisbon",
       *         "label": "Lisbon"
       *       }
       *     ]
       */
      options?: components['schemas']['FormOptionDto'][] | null;
      /**
       * @description Text questions only: at most 2000 (short_text) or 20000 (long_text), the default
       * @example 500
       */
      maxLength?: number | null;
      /**
       * @description number: lowest value; multi_select: fewest options
       * @example 1
       */
      min?: number | null;
      /**
       * @description number: highest value; multi_select: most options; at least min
       * @example 2
       */
      max?: number | null;
      /**
       * @description File questions only: document content types narrowing them (default every one)
       * @example [
       *       "application/pdf"
       *     ]
       */
      accept?: string[] | null;
      /**
       * @description File questions only: 1 to DOCUMENT_MAX_BYTES (the default)
       * @example 5242880
       */
      maxBytes?: number | null;
      /**
       * @description Default application; consent: a boolean that, when required, must be true; self_id: voluntary, stored apart
       * @example application
       * @enum {string}
       */
      section?: 'application' | 'consent' | 'self_id';
    };
    ApplicationFormDto: {
      /**
       * @description Default optional
       * @example required
       * @enum {string}
       */
      resume?: 'required' | 'optional' | 'hidden';
      /**
       * @description Default hidden
       * @example optional
       * @enum {string}
       */
      coverLetter?: 'required' | 'optional' | 'hidden';
      /**
       * @description Default optional
       * @example optional
       * @enum {string}
       */
      phone?: 'required' | 'optional' | 'hidden';
      /**
       * @description Default optional
       * @example optional
       * @enum {string}
       */
      linkedinUrl?: 'required' | 'optional' | 'hidden';
      /**
       * @description 0-50 questions, answered in `answers` by key
       * @example [
       *       {
       *         "key": "work_location",
       *         "label": "Where would you like to work?",
       *         "type": "single_select",
       *         "required": true,
       *         "options": [
       *           {
       *             "value": "berlin",
       *             "label": "Berlin"
       *           },
       *           {
       *             "value": "lisbon",
       *             "label": "Lisbon"
       *           }
       *         ]
       *       },
       *       {
       *         "key": "years_experience",
       *         "label": "Years of professional experience",
       *         "type": "number",
       *         "required": true,
       *         "min": 0,
       *         "max": 60
       *       },
       *       {
       *         "key": "portfolio",
       *         "label": "Portfolio",
       *         "type": "file",
       *         "accept": [
       *           "application/pdf"
       *         ],
       *         "maxBytes": 5242880
       *       },
       *       {
       *         "key": "privacy",
       *         "label": "I agree to the privacy policy",
       *         "type": "boolean",
       *         "required": true,
       *         "section": "consent"
       *       }
       *     ]
       */
      questions?: components['schemas']['FormQuestionDto'][];
    };
    CreateJobPostDto: {
      /**
       * @description Default: the job's title
       * @example Senior Backend Engineer (m/f/d)
       */
      title?: string;
      /**
       * @description Markdown; default ""
       * @example ## About the role
       *
       *     You will design the services behind our hiring platform.
       */
      content?: string;
      /**
       * @description Absent on create: the job's; null: none
       * @example Berlin (hybrid)
       */
      location?: string | null;
      /**
       * @description Default false
       * @example true
       */
      remote?: boolean;
      /**
       * @description Absent on create: the job's; null: none
       * @example full_time
       * @enum {string|null}
       */
      employmentType?: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null;
      /**
       * @description Pay transparency: null for none
       * @example {
       *       "min": 70000,
       *       "max": 90000,
       *       "currency": "EUR",
       *       "period": "year"
       *     }
       */
      salary?: components['schemas']['SalaryDto'] | null;
      /**
       * @description Default: résumé optional, no questions. PATCH replaces it whole
       * @example {
       *       "resume": "required",
       *       "coverLetter": "optional",
       *       "phone": "optional",
       *       "linkedinUrl": "optional",
       *       "questions": [
       *         {
       *           "key": "work_location",
       *           "label": "Where would you like to work?",
       *           "type": "single_select",
       *           "required": true,
       *           "options": [
       *             {
       *               "value": "berlin",
       *               "label": "Berlin"
       *             },
       *             {
       *               "value": "lisbon",
       *               "label": "Lisbon"
       *             }
       *           ]
       *         },
       *         {
       *           "key": "years_experience",
       *           "label": "Years of professional experience",
       *           "type": "number",
       *           "required": true,
       *           "min": 0,
       *           "max": 60
       *         },
       *         {
       *           "key": "portfolio",
       *           "label": "Portfolio",
       *           "type": "file",
       *           "accept": [
       *             "application/pdf"
       *           ],
       *           "maxBytes": 5242880
       *         },
       *         {
       *           "key": "privacy",
       *           "label": "I agree to the privacy policy",
       *           "type": "boolean",
       *           "required": true,
       *           "section": "consent"
       *         }
       *       ]
       *     }
       */
      form?: components['schemas']['ApplicationFormDto'];
      /**
       * @description Default ["external"]; e.g. internal for an employees-only board
       * @example [
       *       "external",
       *       "internal"
       *     ]
       */
      boards?: string[];
      /**
       * Format: uuid
       * @description An existing job; the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      jobId: string;
    };
    UpdateJobPostDto: {
      /**
       * @description Default: the job's title
       * @example Senior Backend Engineer (m/f/d)
       */
      title?: string;
      /**
       * @description Markdown; default ""
       * @example ## About the role
       *
       *     You will design the services behind our hiring platform.
       */
      content?: string;
      /**
       * @description Absent on create: the job's; null: none
       * @example Berlin (hybrid)
       */
      location?: string | null;
      /**
       * @description Default false
       * @example true
       */
      remote?: boolean;
      /**
       * @description Absent on create: the job's; null: none
       * @example full_time
       * @enum {string|null}
       */
      employmentType?: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null;
      /**
       * @description Pay transparency: null for none
       * @example {
       *       "min": 70000,
       *       "max": 90000,
       *       "currency": "EUR",
       *       "period": "year"
       *     }
       */
      salary?: components['schemas']['SalaryDto'] | null;
      /**
       * @description Default: résumé optional, no questions. PATCH replaces it whole
       * @example {
       *       "resume": "required",
       *       "coverLetter": "optional",
       *       "phone": "optional",
       *       "linkedinUrl": "optional",
       *       "questions": [
       *         {
       *           "key": "work_location",
       *           "label": "Where would you like to work?",
       *           "type": "single_select",
       *           "required": true,
       *           "options": [
       *             {
       *               "value": "berlin",
       *               "label": "Berlin"
       *             },
       *             {
       *               "value": "lisbon",
       *               "label": "Lisbon"
       *             }
       *           ]
       *         },
       *         {
       *           "key": "years_experience",
       *           "label": "Years of professional experience",
       *           "type": "number",
       *           "required": true,
       *           "min": 0,
       *           "max": 60
       *         },
       *         {
       *           "key": "portfolio",
       *           "label": "Portfolio",
       *           "type": "file",
       *           "accept": [
       *             "application/pdf"
       *           ],
       *           "maxBytes": 5242880
       *         },
       *         {
       *           "key": "privacy",
       *           "label": "I agree to the privacy policy",
       *           "type": "boolean",
       *           "required": true,
       *           "section": "consent"
       *         }
       *       ]
       *     }
       */
      form?: components['schemas']['ApplicationFormDto'];
      /**
       * @description Default ["external"]; e.g. internal for an employees-only board
       * @example [
       *       "external",
       *       "internal"
       *     ]
       */
      boards?: string[];
    };
    PublicJobPostResponse: {
      /** Format: uuid */
      id: string;
      /** @example Senior Backend Engineer */
      title: string;
      /** @description Markdown */
      content: string;
      location: string | null;
      remote: boolean;
      /** @enum {string|null} */
      employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null;
      salary: components['schemas']['SalaryResponse'] | null;
      /**
       * @example [
       *       "external"
       *     ]
       */
      boards: string[];
      /** Format: date-time */
      publishedAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /**
     * @description Absent when the form hides the field
     * @enum {string}
     */
    PublicFormFieldSetting: 'required' | 'optional';
    PublicApplicationFormResponse: {
      /** @description Absent when the form hides the field */
      resume?: components['schemas']['PublicFormFieldSetting'];
      /** @description Absent when the form hides the field */
      coverLetter?: components['schemas']['PublicFormFieldSetting'];
      /** @description Absent when the form hides the field */
      phone?: components['schemas']['PublicFormFieldSetting'];
      /** @description Absent when the form hides the field */
      linkedinUrl?: components['schemas']['PublicFormFieldSetting'];
      questions: components['schemas']['FormQuestionResponse'][];
    };
    PublicJobPostDetailResponse: {
      /** Format: uuid */
      id: string;
      /** @example Senior Backend Engineer */
      title: string;
      /** @description Markdown */
      content: string;
      location: string | null;
      remote: boolean;
      /** @enum {string|null} */
      employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null;
      salary: components['schemas']['SalaryResponse'] | null;
      /**
       * @example [
       *       "external"
       *     ]
       */
      boards: string[];
      /** Format: date-time */
      publishedAt: string;
      /** Format: date-time */
      updatedAt: string;
      form: components['schemas']['PublicApplicationFormResponse'];
      /** @description A JSON Schema (draft 2020-12) of the apply body in its JSON form, for a form renderer and for validating before sending */
      formSchema: {
        [key: string]: unknown;
      };
    };
    /** @description add_tag: tags the trigger event's candidate (the trigger must carry one). Output: { candidateId, tagId, label, added } */
    AddTagConfig: {
      /**
       * @description The tag's label; made when no tag has it (labels are unique regardless of letter case)
       * @example senior
       */
      label: string;
    };
    /** @description add_note: a note on the trigger event's candidate (the trigger must carry one). Output: { candidateId, noteId } */
    AddNoteConfig: {
      /**
       * @description The note; its author is "Automation: <name>"
       * @example Applied through the referral programme.
       */
      body: string;
    };
    /** @description create_task: a task linked to the trigger event's candidate and application when it carries them. Output: { taskId } */
    CreateTaskConfig: {
      /** @example Call the candidate */
      title: string;
      /**
       * @description Default medium
       * @example high
       * @enum {string}
       */
      priority?: 'low' | 'medium' | 'high' | 'urgent';
      /**
       * @description dueDate = the time the step runs + this many hours; no dueDate when omitted
       * @example 48
       */
      dueInHours?: number;
      /**
       * Format: uuid
       * @description An existing user (the step fails otherwise); the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      ownerId?: string;
    };
    /** @description move_application: moves the trigger event's application (the trigger must carry one). Output: { applicationId, fromStageId, toStageId } */
    MoveApplicationConfig: {
      /**
       * Format: uuid
       * @description A stage of the application's job (the step fails otherwise); the example is a placeholder: put a real id
       * @example 0190a0b4-8a3e-7c2d-9f00-1234567890ab
       */
      toStageId: string;
    };
    /** @description reject_application: rejects the trigger event's application (the trigger must carry one); no settings. Output: { applicationId, status } */
    RejectApplicationConfig: Record<string, never>;
    /** @description http_request: one request outside the installation, counted against maxExternalActionsPerMinute. Signed like a webhook (Standard Webhooks) with the automation's signing secret; webhook-id and idempotency-key are `<runId>.<stepIndex>`, the same on every retry of the step. A 2xx within 15 s succeeds; redirects are not followed. Output: { status } */
    HttpRequestConfig: {
      /**
       * Format: uri
       * @description An absolute http or https URL; private, loopback, link-local and metadata addresses are refused (as for webhooks)
       * @example https://example.com/hooks/ats
       */
      url: string;
      /**
       * @description Default POST
       * @example POST
       * @enum {string}
       */
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      /**
       * @description Extra request headers (at most 20; values up to 1000 characters, no CR/LF). Host, Content-Length, Content-Type, Transfer-Encoding, Connection, Keep-Alive, Upgrade, TE, Trailer, Expect, User-Agent, Idempotency-Key and webhook-* are set by the service and refused here
       * @example {
       *       "Authorization": "Bearer <token>"
       *     }
       */
      headers?: {
        [key: string]: string;
      };
      /**
       * @description Any JSON value, sent as the request body. Default: the trigger event { type, timestamp, data } (as a webhook sends it), or no body for GET and DELETE
       * @example {
       *       "text": "A candidate was hired"
       *     }
       */
      body?:
        | (
            | {
                [key: string]: unknown;
              }
            | unknown[]
            | string
            | number
            | boolean
          )
        | null;
    };
    AutomationActionDto_add_tag: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'add_tag';
      config: components['schemas']['AddTagConfig'];
      /**
       * @description Default false: a failed step fails the run attempt; true goes on with the next step
       * @example false
       */
      continueOnError?: boolean;
    };
    AutomationActionDto_add_note: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'add_note';
      config: components['schemas']['AddNoteConfig'];
      /**
       * @description Default false: a failed step fails the run attempt; true goes on with the next step
       * @example false
       */
      continueOnError?: boolean;
    };
    AutomationActionDto_create_task: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'create_task';
      config: components['schemas']['CreateTaskConfig'];
      /**
       * @description Default false: a failed step fails the run attempt; true goes on with the next step
       * @example false
       */
      continueOnError?: boolean;
    };
    AutomationActionDto_move_application: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'move_application';
      config: components['schemas']['MoveApplicationConfig'];
      /**
       * @description Default false: a failed step fails the run attempt; true goes on with the next step
       * @example false
       */
      continueOnError?: boolean;
    };
    AutomationActionDto_reject_application: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'reject_application';
      config: components['schemas']['RejectApplicationConfig'];
      /**
       * @description Default false: a failed step fails the run attempt; true goes on with the next step
       * @example false
       */
      continueOnError?: boolean;
    };
    AutomationActionDto_http_request: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'http_request';
      config: components['schemas']['HttpRequestConfig'];
      /**
       * @description Default false: a failed step fails the run attempt; true goes on with the next step
       * @example false
       */
      continueOnError?: boolean;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LivenessSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ReadinessSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UserResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope users:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  UsersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UserResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope users:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  UsersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UserResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope users:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApiKeysController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApiKeyResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope api_keys:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApiKeysController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKeyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApiKeyResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope api_keys:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApiKeysController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApiKeyResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope api_keys:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApiKeysController_revoke: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApiKeyResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope api_keys:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApiKeysController_rotate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RotatedApiKeyResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope api_keys:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Exact email, any letter case */
        email?: string;
        /** @description Search (web-search syntax: words that must all match, "quoted phrases", `or`, `-excluded`) over names, email, phone, headline, summary, location, tags, notes and document text, ignoring case and accents, with English stemming; names and emails also match by prefix or part. Results come most relevant first. */
        q?: string;
        /** @description Candidates carrying this tag label, any letter case */
        tag?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCandidateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_upsert: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCandidateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateResponse'];
            meta: Record<string, never>;
          };
        };
      };
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_erase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCandidateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_duplicates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DuplicateResponse'][];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_merge: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MergeCandidateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CandidateResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_listTags: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TagResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_addTag: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddTagDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TagResponse'];
            meta: Record<string, never>;
          };
        };
      };
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TagResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_removeTag: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        tagId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_listNotes: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['NoteResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  CandidatesController_createNote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateNoteDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['NoteResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope candidates:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only jobs in this status */
        status?: components['schemas']['JobStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateJobDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_close: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SuccessSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateJobDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_listStages: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobStageResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_createStage: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateJobStageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobStageResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_removeStage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobsController_updateStage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateJobStageDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobStageResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope jobs:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApplicationsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Applications to this job */
        jobId?: string;
        /** @description Applications of this candidate */
        candidateId?: string;
        /** @description Applications currently in this stage */
        stageId?: string;
        /** @description Applications in this status */
        status?: components['schemas']['ApplicationStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope applications:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApplicationsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApplicationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope applications:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApplicationsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope applications:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApplicationsController_move: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MoveApplicationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope applications:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApplicationsController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope applications:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ApplicationsController_withdraw: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ApplicationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope applications:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  InterviewsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only interviews of this application */
        applicationId?: string;
        /** @description Only interviews of this candidate */
        candidateId?: string;
        /** @description Only interviews for this job */
        jobId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InterviewResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope interviews:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  InterviewsController_schedule: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInterviewDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InterviewResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope interviews:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  InterviewsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InterviewResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope interviews:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  InterviewsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateInterviewDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InterviewResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope interviews:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  InterviewsController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InterviewResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope interviews:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  InterviewsController_complete: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InterviewResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope interviews:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  InterviewsController_markNoShow: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InterviewResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope interviews:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  OffersController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only offers of this application */
        applicationId?: string;
        /** @description Only offers to this candidate */
        candidateId?: string;
        /** @description As read: `sent` excludes, `expired` selects sent offers past expiresAt */
        status?: components['schemas']['OfferStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OfferResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope offers:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  OffersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOfferDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OfferResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope offers:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  OffersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OfferResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope offers:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  OffersController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OfferResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope offers:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  OffersController_withdraw: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OfferResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope offers:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  OffersController_decide: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferDecisionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OfferResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope offers:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ScorecardsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only scorecards about this candidate */
        candidateId?: string;
        /** @description Only scorecards of this application */
        applicationId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ScorecardResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope scorecards:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ScorecardsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateScorecardDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ScorecardResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope scorecards:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TasksController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only tasks owned by this user */
        ownerId?: string;
        status?: components['schemas']['TaskStatus'];
        /** @description Only tasks about this candidate */
        candidateId?: string;
        /** @description Only tasks about this application */
        applicationId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TaskResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope tasks:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TasksController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTaskDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TaskResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope tasks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TasksController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TaskResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope tasks:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TasksController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope tasks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TasksController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTaskDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TaskResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope tasks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TalentPoolsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TalentPoolResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope talent_pools:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TalentPoolsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTalentPoolDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TalentPoolResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope talent_pools:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TalentPoolsController_listEntries: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PoolEntryResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope talent_pools:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  TalentPoolsController_addEntry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddPoolEntryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PoolEntryResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope talent_pools:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  PoolEntriesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope talent_pools:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ActivityController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        entityType?: components['schemas']['ActivityEntityType'];
        /** @description Only events about this entity */
        entityId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ActivityEventResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope activity:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  ChangesController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 100 */
        limit?: number;
        /** @description The `nextCursor` of the previous page; without it the feed starts at the oldest retained change */
        cursor?: string;
        /** @description Only changes of these resource types (comma-separated). Example: `candidate,application`. */
        resourceTypes?: string;
        /** @description Only these events (comma-separated names). Example: `candidate.created,candidate.deleted`. */
        types?: string;
        /** @description With nothing new, wait up to this many seconds for the next change (long polling) */
        wait?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ChangeResponse'][];
            meta: components['schemas']['ChangeFeedMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope changes:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CURSOR_EXPIRED: the cursor points before pruned changes; resync and start from a new cursor */
      410: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookWithSecretResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_rotateSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookWithSecretResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_sendTest: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookDeliveryResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_listDeliveries: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only deliveries in this status */
        status?: components['schemas']['WebhookDeliveryStatus'];
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookDeliveryResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_getDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookDeliveryResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  WebhooksController_replay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookDeliveryResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope webhooks:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only automations in this status */
        status?: components['schemas']['AutomationStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Fast-track referrals",
         *       "description": "Tags referred candidates and plans a call whenever their application changes stage.",
         *       "conditions": {
         *         "==": [
         *           {
         *             "var": "event.data.source"
         *           },
         *           "referral"
         *         ]
         *       },
         *       "actions": [
         *         {
         *           "type": "add_tag",
         *           "config": {
         *             "label": "referral"
         *           },
         *           "continueOnError": true
         *         },
         *         {
         *           "type": "create_task",
         *           "config": {
         *             "title": "Call the candidate",
         *             "priority": "high",
         *             "dueInHours": 48
         *           },
         *           "continueOnError": false
         *         }
         *       ],
         *       "enabled": true,
         *       "trigger": {
         *         "event": "application.stage_changed"
         *       }
         *     }
         */
        'application/json': components['schemas']['CreateAutomationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Fast-track referrals",
         *       "description": "Tags referred candidates and plans a call whenever their application changes stage.",
         *       "conditions": {
         *         "==": [
         *           {
         *             "var": "event.data.source"
         *           },
         *           "referral"
         *         ]
         *       },
         *       "actions": [
         *         {
         *           "type": "add_tag",
         *           "config": {
         *             "label": "referral"
         *           },
         *           "continueOnError": true
         *         },
         *         {
         *           "type": "create_task",
         *           "config": {
         *             "title": "Call the candidate",
         *             "priority": "high",
         *             "dueInHours": 48
         *           },
         *           "continueOnError": false
         *         }
         *       ],
         *       "enabled": true
         *     }
         */
        'application/json': components['schemas']['UpdateAutomationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_requestApproval: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_publish: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_archive: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationsController_rotateSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationSigningSecretResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationRunsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only runs in this status */
        status?: components['schemas']['AutomationRunStatus'];
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationRunResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationRunsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        runId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationRunWithStepsResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationRunsController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
        runId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationRunResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  AutomationRunsController_replay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
        runId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReplayRunDto'];
      };
    };
    responses: {
      202: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutomationRunResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope automations:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  DocumentsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        kind?: components['schemas']['DocumentKind'];
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DocumentResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope documents:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  DocumentsController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    /** @description multipart/form-data with the part `file` (and optional `kind`, `applicationId`), or JSON with `filename` and `contentBase64`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "filename": "ada-lovelace.txt",
         *       "contentBase64": "QWRhIExvdmVsYWNlCk1hdGhlbWF0aWNpYW4gYW5kIGZpcnN0IHByb2dyYW1tZXIuCg==",
         *       "kind": "resume"
         *     }
         */
        'application/json': components['schemas']['UploadDocumentJson'];
        'multipart/form-data': components['schemas']['UploadDocumentForm'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DocumentResponse'];
            meta: Record<string, never>;
          };
        };
      };
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DocumentResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description MERGED: the candidate in the path was merged into another; Location is this URL with the survivor's id (details.mergedIntoId) */
      308: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope documents:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INSUFFICIENT_STORAGE: the document store is full; nothing was stored, retry once space is freed */
      507: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  DocumentsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DocumentResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope documents:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  DocumentsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope documents:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  DocumentsController_content: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag ("<sha256>"): 304 when it matches */
        'If-None-Match'?: string;
        /** @description One range, `bytes=a-b`, `bytes=a-` or `bytes=-n`: 206 with Content-Range */
        Range?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes, with Content-Type (the document's), Content-Length, Content-Disposition: attachment, ETag and X-Content-Type-Options: nosniff */
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description The requested range, with Content-Range */
      206: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description If-None-Match matched the ETag */
      304: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope documents:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description The range starts past the end; Content-Range: bytes *\/<size> */
      416: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  DocumentsController_text: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DocumentTextResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope documents:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobPostsController_list: {
    parameters: {
      query?: {
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
        /** @description Only items whose `updatedAt` is strictly later (items without `updatedAt`: their `createdAt`, see docs/adr/0040-incremental-lists.md). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z. Example: `2026-11-21T10:00:00.000Z`. */
        updatedAfter?: string;
        /** @description Only posts of this job */
        jobId?: string;
        /** @description Only posts in this status */
        status?: components['schemas']['JobPostStatus'];
        /** @description Only posts on this board, e.g. `external` */
        board?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobPostResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope job_posts:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobPostsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateJobPostDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobPostResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope job_posts:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobPostsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobPostResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope job_posts:read (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobPostsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedSchema'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope job_posts:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobPostsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateJobPostDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobPostResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description INVALID_JSON: the body is not parseable JSON */
      400: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope job_posts:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: body over 1 MiB */
      413: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
      415: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobPostsController_publish: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobPostResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope job_posts:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  JobPostsController_close: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: within 24 h, the same key with the same body returns the first response (status and body) without doing the work again; with another body it is 409 IDEMPOTENCY_KEY_REUSED. Scoped to the API key. A retry sent while the first request runs waits for it. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobPostResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description UNAUTHORIZED: missing, malformed, unknown, revoked or expired API key */
      401: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description FORBIDDEN: the API key lacks the scope job_posts:write (details.requiredScope) */
      403: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description CONFLICT, INVALID_STATE, or IDEMPOTENCY_KEY_REUSED (POST: the Idempotency-Key was used with another body) */
      409: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  PublicJobPostsController_list: {
    parameters: {
      query?: {
        /** @description The board, default `external` */
        board?: string;
        /** @description Words that must each appear in the title, the content or the location (case aside) */
        q?: string;
        /** @description Text the location must contain (case aside), e.g. `Berlin` */
        location?: string;
        /** @description Only remote posts (`true`) or only on-site ones (`false`) */
        remote?: boolean;
        /** @description Page size, default 20 */
        limit?: number;
        /** @description The `nextCursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PublicJobPostResponse'][];
            meta: components['schemas']['PageMetaSchema'];
          };
        };
      };
      /** @description Not Modified: If-None-Match holds the current ETag; no body */
      304: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
  PublicJobPostsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PublicJobPostDetailResponse'];
            meta: Record<string, never>;
          };
        };
      };
      /** @description Not Modified: If-None-Match holds the current ETag; no body */
      304: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_FOUND: a resource named in the path does not exist */
      404: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description VALIDATION_ERROR: details lists every broken rule */
      422: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description RATE_LIMITED: the API key used up its requests for this minute; Retry-After says when to retry */
      429: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          /** @description Seconds until the window resets */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description INTERNAL_ERROR: details.errorId is logged with the cause */
      500: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: the database is unreachable */
      503: {
        headers: {
          /** @description The request id (the client's, when it sent a sane one); on the log lines about the request */
          'X-Request-Id'?: string;
          /** @description The quota (per API key; per client address on public routes) and window, e.g. `"default";q=600;w=60` */
          'RateLimit-Policy'?: string;
          /** @description Requests left in the window and seconds until it resets, e.g. `"default";r=599;t=60` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeSchema'];
        };
      };
    };
  };
}
