import { resources, languages, type Language } from '../../platform/i18n';

type Json = { [key: string]: string | Json };

/** True when `ns:dotted.path` (or a plural form of it) resolves to a string in the given language. */
export function keyExists(key: string, lng: Language): boolean {
  const [ns, path] = key.includes(':') ? (key.split(/:(.*)/s) as [string, string]) : ['common', key];
  let node: string | Json | undefined = resources[lng]?.[ns] as Json | undefined;
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i++) {
    if (typeof node !== 'object' || node === null) return false;
    const part = parts[i]!;
    const container: Json = node;
    if (i === parts.length - 1 && container[part] === undefined) {
      return Object.keys(container).some((k) => k.startsWith(`${part}_`) && typeof container[k] === 'string');
    }
    node = container[part];
  }
  return typeof node === 'string';
}

/** True when the key exists in every language of the portal. */
export function keyExistsEverywhere(key: string): boolean {
  return languages.every((lng) => keyExists(key, lng));
}
