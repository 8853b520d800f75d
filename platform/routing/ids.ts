/**
 * The shape of an id taken from the address (a diskId, a route parameter named did, id or ...Id) before it enters
 * the session or a request: letters, digits, '-' and '_', at most 64 (disk ids are 12 digits, other ids numeric or
 * UUID-like). Anything else ('../', '?', '#', '%2F', spaces, control characters) is not an id.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isWellFormedId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/**
 * A segment of the address decoded, or null when its percent-escapes are malformed ('%E0%A4%A'), where
 * decodeURIComponent would throw a URIError.
 */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Route parameters that are not ids, by name, with their shape: an invoice code of 10 or 12 digits, or '-' for a
 * fully digital invoice, which has none (features/invoices/rules/paths.ts); an invoice number of 8 or 20 digits.
 * Every other route parameter (id, did, rid, applyId, repId, findID, type, diskType, tsp) has the shape of an id.
 */
const paramShapes: Readonly<Record<string, RegExp>> = {
  invoiceCode: /^(?:-|\d{10}|\d{12})$/,
  invoiceNumber: /^(?:\d{8}|\d{20})$/,
};

/** True when a decoded route parameter has its kind's shape (see paramShapes; an id's otherwise). */
export function isWellFormedParam(name: string, value: unknown): value is string {
  return typeof value === 'string' && (paramShapes[name] ?? ID_PATTERN).test(value);
}
