import { browserStorage, type StorageLike } from '../session/storedSession';

// The signed-in home's first calls, started by index.html (the home's calls in parallel with the frame's
// chunks, not after them). A reload signed in used to ask for the current terminal, the navigation's menu and the
// home's list only once the entry, the store and the frame had arrived and run: on a mobile connection a round trip
// after a transfer of some 220 KB, and the home's largest paint (the terminal's name, the robot's summary) waited for
// them. Now the home remembers the addresses of those calls (recordEarlyCalls: the first request of each of its
// endpoints, GET, with the bearer token), index.html's inline script asks for them while the scripts load
// (scripts/vite/signedInChunks.mjs, with the stored session's token, for the same page only), and the request layer
// takes each answer once instead of asking again (takeEarlyCall: same address, same token, in the page's first
// seconds). The addresses hold what the calls carry (a disk id, the page size, a date), never a secret: only the
// home's own endpoints are remembered, and sign-out clears them with the rest of local storage.

/** Where the addresses are kept (local storage, read by index.html's inline script). */
export const EARLY_CALLS_STORAGE_KEY = 'portal.early';
/** At most this many calls are started early (the inline script keeps to it too). */
export const MAX_EARLY_CALLS = 6;
/** A call started early is taken only in the page's first seconds: later the page asks afresh. */
export const ADOPT_WITHIN_MS = 10_000;
/** How long a home's calls are recorded after it starts them (a dependent call comes after its first answer). */
const RECORD_FOR_MS = 10_000;

/** What index.html's inline script leaves on the window: the bearer it used and its calls by address. */
export interface EarlyCalls {
  auth: string;
  calls: Record<string, Promise<Response> | undefined>;
  /** When they were started (performance.now()). */
  at: number;
}

/** What is stored: the page the calls were made for and their addresses, in the order they went out. */
export interface EarlyCallRecord {
  path: string;
  urls: string[];
}

declare global {
  interface Window {
    __portalEarly?: EarlyCalls;
  }
}

/**
 * The answer of the call index.html started for this request, taken once: a GET to the same address with the same
 * bearer token, within seconds of its start. A call that failed is asked for again by the caller (`fetch` below).
 */
export function takeEarlyCall(request: Request, now: number = performance.now()): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__portalEarly;
  if (!early) return undefined;
  if (!(now - early.at <= ADOPT_WITHIN_MS)) {
    delete window.__portalEarly;
    return undefined;
  }
  if (request.method !== 'GET' || request.headers.get('Authorization') !== early.auth) return undefined;
  const call = early.calls[request.url];
  if (!call) return undefined;
  delete early.calls[request.url];
  return call;
}

let recording: { record: EarlyCallRecord; endpoints: Set<string>; storage: StorageLike; until: number } | null = null;

/**
 * Remembers, for the next load of `path`, the address of the first request of each of `endpoints` made from now on
 * (the home's calls: prefetchHome). Nothing is kept without storage.
 */
export function recordEarlyCalls(path: string, endpoints: readonly string[], storage: StorageLike | null = browserStorage(), now: number = Date.now()): void {
  recording = storage ? { record: { path, urls: [] }, endpoints: new Set(endpoints), storage, until: now + RECORD_FOR_MS } : null;
}

/** The request layer's note of a request going out (endpoint by name). */
function noteRequest(endpoint: string | undefined, request: Request, now: number = Date.now()): void {
  if (!recording || !endpoint || !recording.endpoints.has(endpoint)) return;
  if (now > recording.until) {
    recording = null;
    return;
  }
  if (request.method !== 'GET' || !/^https?:\/\//i.test(request.url)) return;
  recording.endpoints.delete(endpoint);
  recording.record.urls.push(request.url);
  try {
    recording.storage.setItem(EARLY_CALLS_STORAGE_KEY, JSON.stringify(recording.record));
  } catch {
    // quota or blocked storage: the next load asks after its scripts, as before
  }
  if (recording.record.urls.length >= MAX_EARLY_CALLS || recording.endpoints.size === 0) recording = null;
}

/** The request layer's fetch: the early call for this request when there is one (else, or if it failed, the network). */
export function fetchWithEarlyCalls(request: Request, endpoint?: string): Promise<Response> {
  noteRequest(endpoint, request);
  const early = takeEarlyCall(request);
  return early ? early.catch(() => fetch(request)) : fetch(request);
}
