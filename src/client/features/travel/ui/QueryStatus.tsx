// Shared with every screen now (src/client/components/QueryStatus.tsx).
export { NothingFound, QueryStatus } from '../../../components/QueryStatus';
