// Choosing the app language (side menu, profile) and keeping it: always in localStorage, and
// in the profile when signed in, so it follows the traveller to another device. Signing in
// brings the profile's language along.
import { useEffect } from 'react';
import { showToast } from './toast';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/languages';
import { currentLanguage, i18n } from '../i18n/i18n';
import { storeLanguage } from '../i18n/language-preference';
import { useCurrentUser } from './current-user';
import { trpc } from './trpc';

export function switchLanguage(language: Language) {
  storeLanguage(language);
  if (language !== currentLanguage()) void i18n.changeLanguage(language);
}

/**
 * Mounted once: a signed-in user's saved language wins over this browser's. Catalogue texts
 * (descriptions, room types, deal titles) come in the language the app asks in (Accept-Language),
 * so when the language changes the catalogue's screens ask again.
 */
export function useLanguageFromProfile() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const saved = user?.language;
  useEffect(() => {
    if (saved) switchLanguage(saved);
  }, [saved]);
  useEffect(() => {
    const askAgain = () => void Promise.all([utils.hotels.invalidate(), utils.tours.invalidate(), utils.search.invalidate(), utils.shop.invalidate()]);
    i18n.on('languageChanged', askAgain);
    return () => i18n.off('languageChanged', askAgain);
  }, [utils]);
}

export function useChooseLanguage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const update = trpc.profile.update.useMutation();
  return {
    language: currentLanguage(),
    choose(language: Language) {
      switchLanguage(language);
      if (!user || user.language === language) return;
      // Shown at once; the server's answer replaces it.
      utils.auth.me.setData(undefined, { ...user, language });
      // Only the language: the other details stay as they are on the server, even if this
      // device's copy of them is out of date.
      update.mutate(
        { language },
        {
          onSuccess: (updated) => {
            utils.auth.me.setData(undefined, updated);
            void utils.profile.get.invalidate();
          },
          // Still in use and kept on this device; the profile keeps its old language.
          onError: () => {
            showToast({ title: t('language.notSavedTitle'), message: t('language.notSaved'), color: 'red' });
          },
        },
      );
    },
  };
}
