export * from './offers.context';
export * from './offers.module';
export * from './offers-http.module';
export * from './offers.service';
export { OFFER_READ_STATUSES, SALARY_PERIODS, type OfferStatus, type SalaryPeriod } from './domain/offer-rules';
export type { OfferResponse } from './representation/offer-response.dto';
