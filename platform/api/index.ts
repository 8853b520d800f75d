// The request layer's public face. The base api is not re-exported: this barrel is on the sign-in path and the api
// is not (import it from platform/api/baseApi, attach it with platform/api/attachApi).
export { baseQuery, needsBearer, REFRESH_PATH } from './baseQuery';
export type { PortalExtraOptions, PortalQueryError } from './baseQuery';
export { requestOnce } from './requestOnce';
export type { RequestOnceOptions, RequestOnceResult } from './requestOnce';
export {
  errorEvents,
  createChannel,
  httpErrorKey,
  httpErrorKeys,
  isBusinessError,
  isEnvelope,
  CONFIRM_FLOW_CODES,
} from './errors';
export type { ApiErrorEvent, BusinessError, Channel, Envelope, HttpErrorKey, Listener } from './errors';
export {
  callLocalClient,
  cookiePort,
  isDesktopClient,
  localClientUrl,
  readCookie,
  LocalClientUnavailableError,
  LOCAL_PORT_COOKIE,
  CLIENT_TYPE_COOKIE,
  DESKTOP_CLIENT_TYPE,
  DEFAULT_LOCAL_PORT,
  LOCAL_PORTS,
} from './localClient';
export type { LocalBiz, LocalReply, LocalCallOptions } from './localClient';
