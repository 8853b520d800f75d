import { languages, sourceLanguage, type Language } from './languages';

// The user's language choice (the user menu's switch), persisted in localStorage; it survives sign-out
// (createAppStore keeps this key when the session's persistence clears local storage).

export const LANGUAGE_STORAGE_KEY = 'portal.language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The persisted language, or zh-CN (the source language) when none or an unknown one is stored. */
export function loadLanguage(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : sourceLanguage;
  } catch {
    return sourceLanguage;
  }
}

/** Persists the language choice (silently does nothing when storage is blocked). */
export function saveLanguage(language: Language, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The other language of the two, for the user menu's switch. */
export function otherLanguage(current: string): Language {
  return current === 'en-US' ? 'zh-CN' : 'en-US';
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
