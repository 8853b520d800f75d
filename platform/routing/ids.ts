/**
 * The shape of an id taken from the address (a diskId, a route parameter named did, id or ...Id) before it enters
 * the session or a request: letters, digits, '-' and '_', at most 64 (disk ids are 12 digits, other ids numeric or
 * UUID-like). Anything else ('../', '?', '#', '%2F', spaces, control characters) is not an id.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isWellFormedId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
