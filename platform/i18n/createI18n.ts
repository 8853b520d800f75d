import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources, sourceLanguage, type Language } from './resources';

/** A ready i18next instance holding every catalogue (synchronous: resources are bundled). */
export function createI18n(lng: Language = sourceLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: sourceLanguage,
    supportedLngs: ['zh-CN', 'en-US'],
    ns: namespaces,
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
