// The branding feature's public API. Anything not exported here is internal to branding.
export { brandForHost, resolveDomainContext } from './resolve-brand';
