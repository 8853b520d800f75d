// Texts the server sends that the portal reads as signals (spec 02 §8). They are protocol, not user-facing copy,
// so they live here rather than in locales/.

/** A bind reply whose message contains this means the account is already logged in (spec 02 §8). */
export const ALREADY_LOGGED_IN_MARKER = '不需要重复获取';
