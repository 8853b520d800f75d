// The sign-in's refusals the portal words itself (platform/api/openapi/account.yaml, POST /v1/account/login). The
// spec has no wording for a disabled account; the words are the catalogue's (login:disabled). Other refusals (a wrong
// name or password) show the server's message, as every business error does (spec 01 §8).

/** The account is disabled (账号管理's 停用): it cannot sign in until it is enabled again. */
export const ACCOUNT_DISABLED = 201000002;
