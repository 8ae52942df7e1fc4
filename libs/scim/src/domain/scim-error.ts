/** RFC 7644 §3.12 `scimType` values this service sends. */
export type ScimType = 'invalidFilter' | 'invalidSyntax' | 'invalidValue' | 'invalidPath' | 'noTarget' | 'mutability' | 'uniqueness';

/** A refusal in SCIM's own terms (RFC 7644 §3.12); the SCIM routes' filter writes it as an Error message. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }

  static badRequest(scimType: ScimType, detail: string): ScimError {
    return new ScimError(400, detail, scimType);
  }

  static notFound(id: string): ScimError {
    return new ScimError(404, `User ${id} not found`);
  }
}
