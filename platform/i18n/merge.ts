export type Json = { [key: string]: string | Json };

/** Deep-merges one catalogue file into a namespace; a key defined twice is an error, not a silent override. */
export function mergeInto(target: Json, source: Json, where: string): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing === undefined) target[key] = value;
    else if (typeof existing === 'object' && typeof value === 'object') mergeInto(existing, value, `${where}.${key}`);
    else throw new Error(`duplicate locale key ${where}.${key}`);
  }
}

/**
 * The loaders of one namespace of one language in a glob map of catalogue files (the file, or its parts), its keys
 * relative to a folder two levels below the root (platform/i18n, app/shell): ../../locales/<lng>/<ns>.json.
 */
export function cataloguePartsOf(loaders: Record<string, () => Promise<Json>>, lng: string, ns: string): (() => Promise<Json>)[] {
  const prefix = `../../locales/${lng}/`;
  return Object.entries(loaders)
    .filter(([path]) => path === `${prefix}${ns}.json` || path.startsWith(`${prefix}${ns}/`))
    .map(([, load]) => load);
}
