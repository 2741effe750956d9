// The vouchers feature's public API: nothing yet beyond its router (e-vouchers and the staff
// check, docs/performance.md#e-vouchers).
export { voucherCode } from './voucher-code';
