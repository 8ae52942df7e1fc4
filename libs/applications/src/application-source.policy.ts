/**
 * Which values of an application's `source` the installation accepts (docs/extending.md,
 * "Policies"). Every application gets its source through ApplicationsService.create, which asks the
 * policy after the request body has passed its DTO (a text of 1 to 60 characters): the API, the
 * seed, and any extension or automation that creates applications.
 */
export interface ApplicationSourcePolicy {
  /** The closed list of sources, when there is one: the seed draws from it. */
  readonly sources?: readonly string[];
  /** Why `source` is refused (the 422 message for the field, e.g. `must be one of: a, b`), or null when it is accepted. */
  refusal(source: string): string | null;
}

export const APPLICATION_SOURCE_POLICY = Symbol('APPLICATION_SOURCE_POLICY');

/** The default: any text of 1 to 60 characters (the DTO's rule), kept as sent. */
export const ANY_APPLICATION_SOURCE: ApplicationSourcePolicy = { refusal: () => null };

/** A closed list of sources; anything else is refused with the message of an enum field. */
export function applicationSourceList(sources: readonly string[]): ApplicationSourcePolicy {
  if (sources.length === 0) throw new Error('APPLICATION_SOURCE_POLICY: the list of sources must not be empty');
  const bad = sources.find((source) => source.length < 1 || source.length > 60);
  if (bad !== undefined) throw new Error(`APPLICATION_SOURCE_POLICY: source "${bad}" must be 1 to 60 characters long, as the API accepts`);
  const accepted = new Set(sources);
  const message = `must be one of: ${sources.join(', ')}`;
  return { sources: [...sources], refusal: (source) => (accepted.has(source) ? null : message) };
}
