// The request layer's public face (features reach the network only through app/api). The base api is not
// re-exported: this barrel is on the sign-in path and the api is not (import it from app/api/baseApi).
export { isApiAttached } from './apiHost';
export { baseQuery, configureRequestLayer, needsBearer, REFRESH_PATH } from './baseQuery';
export type { PortalExtraOptions, PortalQueryError, RequestLayerEffects } from './baseQuery';
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
