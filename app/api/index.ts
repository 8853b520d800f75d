// The request layer's public face (features reach the network only through app/api).
export { baseApi } from './baseApi';
export { baseQuery, configureRequestLayer, needsBearer, REFRESH_PATH } from './baseQuery';
export type { PortalExtraOptions, PortalQueryError, RequestLayerEffects } from './baseQuery';
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
