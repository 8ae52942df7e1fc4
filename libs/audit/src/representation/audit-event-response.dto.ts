import { ApiProperty } from '@nestjs/swagger';

export class AuditActorResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The key's owner; null for a failed authentication" }) userId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The API key; null for a failed authentication or a public route' })
  apiKeyId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The user acted as through On-Behalf-Of, else null' }) onBehalfOf: string | null;
}

export class AuditEventResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ type: AuditActorResponse }) actor: AuditActorResponse;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) ip: string | null;
  @ApiProperty({ example: 'PATCH' }) method: string;
  @ApiProperty({ type: String, nullable: true, example: '/api/v1/candidates/{id}', description: 'The route template' }) route: string | null;
  @ApiProperty({ example: 200 }) status: number;
  @ApiProperty({
    example: 'update',
    description: "create, update, delete, read, search, export, auth_failed, or the action route's last segment (move, reject, rotate, ...)",
  })
  action: string;
  @ApiProperty({ type: String, nullable: true, example: 'candidate' }) resourceType: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The path's id or the new resource's id; a candidate's own id while it exists, its keyed hash (64 hex digits) once erased",
  })
  resourceId: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    description:
      "What the hash chain covers instead of resourceId: a candidate's keyed hash, else equal to resourceId. Absent on events written before it existed",
  })
  resourceKey?: string | null;
  @ApiProperty({ type: [String], example: ['headline'], description: 'The names of the body fields written, never their values; [] for reads' })
  changes: string[];
  @ApiProperty({
    example: '9f2c…',
    description:
      "Lowercase hex SHA-256 of the previous event's hash followed by this event's RFC 8785 JSON without hash " +
      '(and without resourceId when it has resourceKey)',
  })
  hash: string;
}

export class AuditVerificationResponse {
  @ApiProperty() verified: boolean;
  @ApiProperty({ description: 'Events checked' }) events: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The first event whose hash or link does not match; null when verified' })
  firstBrokenId: string | null;
}

export class AuditPaginationSchema {
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` to get the next page; null on the last page' }) nextCursor: string | null;
  @ApiProperty() hasMore: boolean;
  @ApiProperty({ minimum: 1, maximum: 1000 }) limit: number;
}

/** The page meta of GET /audit-events: pages of up to 1000. */
export class AuditPageMetaSchema {
  @ApiProperty({ type: AuditPaginationSchema }) pagination: AuditPaginationSchema;
}
