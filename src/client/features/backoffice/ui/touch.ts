/** A segmented control's options at least 44 px wide, however short their text ('All'). */
export const SEGMENT_TARGETS = { label: { minWidth: 44 } } as const;
