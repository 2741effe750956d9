// The payments feature's public API. Anything not exported here is internal to payments.
export { payForBooking, type PaymentInput } from './payments.service';
export { paymentJobs } from './payment-jobs';
export { recordCardCharge, type RecordedCharge } from './recorded-charge';
