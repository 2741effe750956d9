// The branding feature's public API. Anything not exported here is internal to branding.
export { brandForHost, resolveDomainContext, supportAddress } from './resolve-brand';
