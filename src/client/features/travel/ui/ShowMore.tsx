// Shared with every screen now (src/client/components/PagedList.tsx).
export { PagedList, ShowMore } from '../../../components/PagedList';
