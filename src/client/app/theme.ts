import { createTheme, type MantineColor } from '@mantine/core';

// Each brand theme (branding.theme from the domain context) picks a primary colour.
const PRIMARY_BY_THEME: Record<string, MantineColor> = { ocean: 'blue', safari: 'orange', eco: 'teal' };

export function themeFor(brandTheme: string | undefined) {
  return createTheme({
    primaryColor: PRIMARY_BY_THEME[brandTheme ?? ''] ?? 'blue',
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  });
}
