// The branding feature's public API. Anything not exported here is internal to branding.
export { brandForHost, brandHostRules, resolveDomainContext, supportAddress } from './resolve-brand';
