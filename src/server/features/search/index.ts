// The search feature's public API. Anything not exported here is internal to search.
export { search, splitRoute, type SearchInput } from './search.service';
