import { EnumField, PageQueryDto, UuidField, TakesListFilters } from '@app/core';
import { OFFER_READ_STATUSES, type OfferStatus } from '../../domain/offer-rules';
import type { ListOffersQuery } from '../../representation/offer-requests';

/** `cf.<key>` and the other parameters of the installation's list filters are set aside for them (docs/api/custom-fields.md#list-filters). */
@TakesListFilters()
export class ListOffersDto extends PageQueryDto implements ListOffersQuery {
  @UuidField({ optional: true, description: 'Only offers of this application' }) applicationId?: string;
  @UuidField({ optional: true, description: 'Only offers to this candidate' }) candidateId?: string;
  @UuidField({ optional: true, description: 'Only offers of applications to this job' }) jobId?: string;
  @EnumField(OFFER_READ_STATUSES, {
    optional: true,
    enumName: 'OfferStatus',
    description: 'As read: `sent` excludes, `expired` selects sent offers past expiresAt',
  })
  status?: OfferStatus;
}
