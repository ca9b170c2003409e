import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/envelope';
import { readStored, STORAGE_KEYS } from '../session/storage';

/**
 * One message: its ICU text as written in the messages JSON files (what jest and TypeScript see), or the ICU
 * AST the build compiles it to (what the browser gets, so react-intl runs without its parser).
 */
export type Message = string | MessageFormatElement[];

/** A remote's message catalogs, one per language. */
export type Catalogs = Record<Language, Record<string, Message>>;

export interface LocaleState {
  lang: Language;
  dark: boolean;
  /** Catalogs by owner (shared, shell, a remote): merged for the current language. */
  catalogs: Record<string, Catalogs>;
}

export function initialLocale(): LocaleState {
  const lang = readStored<string>(STORAGE_KEYS.language);
  return {
    lang: isLanguage(lang) ? lang : DEFAULT_LANGUAGE,
    dark: readStored<boolean>(STORAGE_KEYS.darkMode) === true,
    catalogs: {},
  };
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocale,
  // Each reducer's `state` is named as the plain state: its draft type would leak RTK's unexported draft types into
  // the built package's declarations (preset/bin/pack-packages.mjs).
  reducers: {
    languageChanged: (state: LocaleState, action: PayloadAction<Language>) => {
      state.lang = action.payload;
    },
    darkModeChanged: (state: LocaleState, action: PayloadAction<boolean>) => {
      state.dark = action.payload;
    },
    catalogsAdded: (state: LocaleState, action: PayloadAction<{ owner: string; catalogs: Catalogs }>) => {
      state.catalogs[action.payload.owner] = action.payload.catalogs;
    },
  },
  selectors: {
    selectLanguage: (state) => state.lang,
    selectDarkMode: (state) => state.dark,
    selectCatalogs: (state) => state.catalogs,
  },
});

export const { languageChanged, darkModeChanged, catalogsAdded } = localeSlice.actions;
export const { selectLanguage, selectDarkMode, selectCatalogs } = localeSlice.selectors;
