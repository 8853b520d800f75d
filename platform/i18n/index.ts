export { createI18n } from './createI18n';
export { languages, sourceLanguage, resources, namespaces } from './resources';
export type { Language } from './resources';
