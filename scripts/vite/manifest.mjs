// Shared by the build's scripts that read Vite's manifest (the prerender, the signed-in preloads, the size budgets).

/** @typedef {{ file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }} ManifestEntry */

/**
 * The manifest keys a chunk loads before it runs: itself and its static imports, recursively, added to `seen`.
 * @param {Record<string, ManifestEntry>} manifest @param {string} key @param {Set<string>} [seen] @returns {Set<string>}
 */
export function importClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) importClosure(manifest, dep, seen);
  return seen;
}

/** JSON safe inside an HTML <script> element (no `</script>`, no `<!--`). @param {unknown} value */
export const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
