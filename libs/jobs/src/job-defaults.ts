import { DEFAULT_PIPELINE, MAX_STAGES_PER_JOB, type StageDraft } from './domain/job-rules';

/** What a job created without them gets (docs/extending.md, "Policies"). */
export interface JobDefaults {
  /** The stages of a job created without `stages`, in order (1 to MAX_STAGES_PER_JOB; order and color as on create). */
  pipeline: readonly StageDraft[];
}

/**
 * The policy token: provide it in an extension's `policies` to replace the defaults of every new
 * job. Unprovided, jobs get DEFAULT_JOB_DEFAULTS (docs/api/resources.md#jobs-and-stages: Applied, Screen, Interview, Offer, Hired).
 */
export const JOB_DEFAULTS = Symbol('JOB_DEFAULTS');

export const DEFAULT_JOB_DEFAULTS: JobDefaults = { pipeline: DEFAULT_PIPELINE.map((name) => ({ name })) };

/** A replacement is checked at start: a job must have a first stage for new applications. */
export function checkJobDefaults(defaults: JobDefaults): JobDefaults {
  const { pipeline } = defaults;
  if (pipeline.length < 1 || pipeline.length > MAX_STAGES_PER_JOB) throw new Error(`JOB_DEFAULTS: the pipeline must have 1 to ${MAX_STAGES_PER_JOB} stages`);
  const unnamed = pipeline.findIndex((stage) => typeof stage.name !== 'string' || stage.name.trim() === '' || stage.name.length > 100);
  if (unnamed !== -1) throw new Error(`JOB_DEFAULTS: stage ${unnamed} needs a name of 1 to 100 characters`);
  return defaults;
}
