// Shared with every screen now (src/client/components/Stars.tsx).
export { Stars } from '../../../components/Stars';
