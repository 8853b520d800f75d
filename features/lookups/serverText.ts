// The server speaks Chinese: some fields carry a coded value only as its Chinese text (qdInfo's dlsfStr, a package's
// stateName). To show them in the user's language, the text is read back to its code through the source-language
// catalogue (the very words the server uses); a text the table does not know stays as the server's text.
// Pure: text in, code or null out. The tables read this way are a part of the lookups catalogue of their own
// (locales/<lng>/lookups/serverTexts.json, merged into the namespace): importing the whole zh-CN catalogue put the
// frame's zh-CN catalogues into every signed-in page, English too (vite.config.ts keeps the part out of them).
import source from '../../locales/zh-CN/lookups/serverTexts.json';

type Tables = typeof source;
/** Lookup tables whose entries are plain texts (code -> text). */
export type TextTableName = { [K in keyof Tables]: Tables[K] extends Record<string, string> ? K : never }[keyof Tables];

const reverse = new Map<string, Map<string, string>>();

function reverseOf(table: TextTableName): Map<string, string> {
  let map = reverse.get(table);
  if (!map) {
    map = new Map(Object.entries(source[table] as Record<string, string>).map(([code, text]) => [text, code]));
    reverse.set(table, map);
  }
  return map;
}

/** The code of a lookup table whose Chinese label is `text` (trimmed), or null. */
export function codeOfServerText(table: TextTableName, text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  return reverseOf(table).get(trimmed) ?? null;
}

/** A label for a server text: the lookup's key when the table knows the text, else the text itself; null when blank. */
export function labelOfServerText(table: TextTableName, text: string | null | undefined): { key: string } | { text: string } | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const code = codeOfServerText(table, trimmed);
  return code === null ? { text: trimmed } : { key: `lookups:${table}.${code}` };
}
