import { LANGUAGE_STORAGE_KEY } from '../../platform/i18n/language';
import { createStore, type AppStore } from '../../platform/store';
import { NAV_COLLAPSED_STORAGE_KEY } from './layout';

/** The app's store: the session persisted in localStorage; the language and each user's collapsed navigation kept through sign-out. */
export function createAppStore(): AppStore {
  return createStore({ persist: { keep: [LANGUAGE_STORAGE_KEY, NAV_COLLAPSED_STORAGE_KEY] } });
}
