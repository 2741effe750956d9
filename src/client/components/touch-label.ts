/** A checkbox's or switch's label is what a finger touches: at least 44×44 px (short labels too). */
export const TOUCH_LABEL = {
  body: { alignItems: 'center' },
  labelWrapper: { minHeight: 44, justifyContent: 'center' },
  label: { minHeight: 44, minWidth: 44, display: 'flex', alignItems: 'center' },
} as const;
