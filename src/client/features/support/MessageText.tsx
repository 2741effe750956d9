import { Text, type TextProps } from '@mantine/core';

/**
 * A message as its writer typed it: plain text (React escapes it; nothing is ever rendered as
 * HTML), line breaks kept, long words wrapped, and its own direction (an Arabic message in an
 * English screen reads right to left).
 */
export function MessageText({ children, ...props }: TextProps & { children: string }) {
  return (
    <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {children}
    </Text>
  );
}
