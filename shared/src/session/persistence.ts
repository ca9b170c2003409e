import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { configLoaded } from '../config/configSlice';
import { darkModeChanged, languageChanged, type LocaleState } from '../i18n/localeSlice';
import { sessionApi } from './sessionApi';
import { loggedIn, loggedOut, userRefreshed, type SessionState } from './sessionSlice';
import { STORAGE_KEYS, writeStored } from './storage';

interface PersistedState {
  session: SessionState;
  locale: LocaleState;
}

/** Keeps user info, token, language and dark mode in local storage, and the user info fresh from retval. */
export const persistence = createListenerMiddleware();

persistence.startListening({
  matcher: isAnyOf(loggedIn, userRefreshed, loggedOut),
  effect: (_action, listener) => {
    const { user, token } = (listener.getState() as PersistedState).session;
    writeStored(STORAGE_KEYS.userInfo, user);
    writeStored(STORAGE_KEYS.token, token);
  },
});

persistence.startListening({
  matcher: sessionApi.endpoints.retval.matchFulfilled,
  effect: (action, listener) => {
    if ((listener.getState() as PersistedState).session.token) listener.dispatch(userRefreshed(action.payload));
  },
});

persistence.startListening({
  matcher: isAnyOf(languageChanged, darkModeChanged),
  effect: (_action, listener) => {
    const { lang, dark } = (listener.getState() as PersistedState).locale;
    writeStored(STORAGE_KEYS.language, lang);
    writeStored(STORAGE_KEYS.darkMode, dark);
  },
});

/** The shop's configuration, kept locally (SPEC §3) so the next start renders from it at once. */
persistence.startListening({
  actionCreator: configLoaded,
  effect: (action) => writeStored(STORAGE_KEYS.config, action.payload),
});
