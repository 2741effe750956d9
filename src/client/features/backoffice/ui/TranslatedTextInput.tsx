import { TextInput, Textarea, type TextInputProps, type TextareaProps } from '@mantine/core';
import type { TranslatedLanguage } from '@shared/catalogue-translations';
import { textDirection } from '@shared/languages';

/**
 * A catalogue text in Kiswahili or Arabic, typed in its own language and direction whatever the
 * back office's language is (so Arabic is written right to left, and spell-checked as Arabic,
 * in an English back office), while its label stays in the back office's. Multi-line for
 * descriptions. The rest of the props are the form's (value, onChange, error).
 */
export function TranslatedTextInput({
  language,
  multiline = false,
  ...props
}: { language: TranslatedLanguage; multiline?: boolean; label: string; maxLength: number } & Omit<TextInputProps, 'lang' | 'dir'>) {
  const dir = textDirection(language);
  // Mantine puts `dir` on the box around the field; the field itself says it too, as a text
  // field written in another direction than the page's should (screen readers, caret, dirname).
  const languageProps = { lang: language, dir, ref: (field: HTMLInputElement | HTMLTextAreaElement | null) => field?.setAttribute('dir', dir) };
  return multiline ? (
    <Textarea autosize minRows={3} maxRows={10} {...(props as TextareaProps)} {...languageProps} />
  ) : (
    <TextInput {...props} {...languageProps} />
  );
}
