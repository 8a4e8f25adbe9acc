import { useCallback } from 'react';
import { localeChanged, useAppDispatch } from '@dating/shared-kit';
import type { Locale } from '@dating/shared-kit';
import { writeLocaleCookie } from '../../app/locale';
import { useShellUpdateLanguageMutation } from './update-language';
import { useCurrentUser } from './use-current-user';

/**
 * Switches the interface language at once. The cookie is written for everyone, so the choice also
 * holds on the next visit before user.php answered; a member's language is stored on the account too.
 */
export function useChangeLocale(): (locale: Locale) => void {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const [updateLanguage] = useShellUpdateLanguageMutation();
  const loggedIn = user !== null;
  return useCallback(
    (locale: Locale) => {
      writeLocaleCookie(locale);
      dispatch(localeChanged(locale));
      // Best effort: the page already speaks the new language; a failure only affects mails.
      if (loggedIn) void updateLanguage(locale);
    },
    [dispatch, loggedIn, updateLanguage],
  );
}
