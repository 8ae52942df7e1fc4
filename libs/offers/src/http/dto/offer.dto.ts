import { DateField, DateTimeField, DecimalField, EnumField, referenceTo, TextField, UuidField } from '@app/core';
import { OFFER_DECISIONS, SALARY_PERIODS, type OfferDecision, type SalaryPeriod } from '../../domain/offer-rules';
import type { CreateOfferInput, UpdateOfferInput } from '../../representation/offer-requests';

/** numeric(15, 2): at most 13 digits before the point and 2 after. */
export const MAX_SALARY_AMOUNT = 9999999999999.99;

/** The terms of an offer: required on POST, optional on PATCH. */
function offerTerms(forPatch: boolean) {
  const optional = forPatch;
  class OfferTerms {
    @TextField({ min: 1, max: 200, optional, example: 'Senior Backend Engineer' }) title: string;
    @DecimalField({ min: 0.01, max: MAX_SALARY_AMOUNT, places: 2, optional, example: 95000, description: 'Greater than 0, at most 2 decimals' })
    salaryAmount: number;
    @TextField({ pattern: /^[A-Z]{3}$/, patternMessage: 'must be an ISO 4217 code of three capital letters, such as EUR', optional, example: 'EUR' })
    currency: string;
    @EnumField(SALARY_PERIODS, { enumName: 'SalaryPeriod', optional, example: 'year' }) salaryPeriod: SalaryPeriod;
    @TextField({ max: 200, optional: true, nullable: true, example: '0.1% over 4 years' }) equity?: string | null;
    @DateField({ optional: true, nullable: true, example: '2027-01-04' }) startDate?: string | null;
    @DateTimeField({
      optional: true,
      nullable: true,
      description: 'In the future; from then on a sent offer reads as expired',
      example: '2099-12-31T17:00:00Z',
    })
    expiresAt?: string | null;
    @TextField({ max: 20000, optional: true, nullable: true, example: 'Relocation support included.' }) notes?: string | null;
    @UuidField({
      optional: true,
      nullable: true,
      ...referenceTo("An open opening of the application's job, which acceptance fills (null: the job's oldest open one)"),
    })
    openingId?: string | null;
  }
  return OfferTerms;
}

/** POST /offers (docs/api/resources.md#offers). The offer starts as a draft. */
export class CreateOfferDto extends offerTerms(false) implements CreateOfferInput {
  @UuidField(referenceTo('An existing, active application; the offer takes its candidate and job')) applicationId: string;
}

type OfferTerms = InstanceType<ReturnType<typeof offerTerms>>;

/** PATCH /offers/{id}: a draft's terms (docs/api/openings.md#offers-and-openings). */
export class UpdateOfferDto extends (offerTerms(true) as new () => Partial<OfferTerms>) implements UpdateOfferInput {}

/** POST /offers/{id}/decision. */
export class OfferDecisionDto {
  @EnumField(OFFER_DECISIONS, { enumName: 'OfferDecision', example: 'accepted' }) decision: OfferDecision;
}
