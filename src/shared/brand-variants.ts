// The brand variants, in a module of their own so the browser's first screen can check the
// brand the server wrote into the page without loading zod (src/client/lib/domain-context.ts).
export const BRAND_VARIANTS = ['standard', 'manasa', 'eco'] as const;
