// The embedded backend in Node, in front of the production build (`npm run demo`, `npm run bench`): one HTTP server
// that answers the API with the same MSW handlers and seed as `npm start`, the push channel (/ews/ws) over a real
// WebSocket, and everything else from dist/ as a static host would (hashed assets cached for a year, the HTML
// revalidated every time, gzip). The production bundle has no MSW in it (app/main.tsx starts the browser backend in
// development only) and, without VITE_API_BASE_URL, talks to its own origin: this server.
//
// The database is in memory, one per server process (the browser's backend keeps it in localStorage): every browser
// and tab shares it while the server runs, a restart starts from the seed, and `?resetDemoData` on any page address
// resets it (sign-ins kept), as it does on `npm start`.
import { createReadStream, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { WebSocketServer, type RawData, type WebSocket as PeerSocket } from 'ws';
import { configureDb, resetDemoData } from './db';
import { handlers } from './handlers';
import { demoOrderStatusFor } from './handlers/invoice';
import { configurePush, wsHandlers } from './ws';

/** The page-address parameter that resets the demo data (as mocks/browser.ts does on `npm start`). */
const RESET_DEMO_DATA_PARAM = 'resetDemoData';
/** One demo order-status push per user, this long after their first socket opens (the dev server's 10 s). */
export const DEMO_PUSH_AFTER_MS = 10_000;

/** Hashed file names (Vite's assets/): their content never changes under a name, so they are cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else, index.html first: always revalidated, so a new release is seen on the next load. */
const REVALIDATE = 'no-cache';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};
const compressible = (type: string) => /^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type);

export interface DemoServerOptions {
  /** The production build to serve (dist/). */
  root: string;
  port?: number;
  host?: string;
  /** The demo push after a user's socket opens; 0: none (tests). */
  demoPushAfterMs?: number;
}

export interface DemoServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/** Writes a body, gzipped when the client takes it and the type is worth it. */
function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer): void {
  const type = headers['Content-Type'] ?? '';
  let payload = body;
  if (body.length > 512 && compressible(type)) {
    headers.Vary = 'Accept-Encoding';
    if (acceptsGzip(req)) {
      payload = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(payload.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

async function sendMocked(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    // The length and the encoding are the ones this server sends (send() may gzip the body).
    if (name === 'content-length' || name === 'content-encoding') return;
    headers[name === 'content-type' ? 'Content-Type' : name] = value;
  });
  headers['Cache-Control'] ??= 'no-store';
  send(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
}

/** The file under root a path names, or null (outside root, missing, a folder). */
function fileAt(root: string, urlPath: string): { file: string; stats: Stats } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    const stats = statSync(file);
    return stats.isFile() ? { file, stats } : null;
  } catch {
    return null;
  }
}

/**
 * The static host: the file itself; for a page address (no extension) a prerendered page of that path if the build
 * has one (`/login.html`, `/login/index.html`), else index.html, where the portal's router takes over.
 */
async function sendStatic(root: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  let found = fileAt(root, url.pathname);
  if (!found && !path.extname(url.pathname)) {
    const page = url.pathname.replace(/\/+$/, '');
    found = (page && (fileAt(root, `${page}.html`) ?? fileAt(root, `${page}/index.html`))) || fileAt(root, '/index.html');
  }
  if (!found) {
    send(req, res, 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, Buffer.from('Not found'));
    return;
  }
  const { file, stats } = found;
  const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  const hashed = path.relative(root, file).split(path.sep)[0] === 'assets';
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': hashed ? IMMUTABLE : REVALIDATE, ETag: etag };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (compressible(type)) {
    send(req, res, 200, headers, await readFile(file));
    return;
  }
  headers['Content-Length'] = String(stats.size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = req.method ?? 'GET';
  const readOnly = method === 'GET' || method === 'HEAD';
  const body = readOnly ? undefined : await bodyOf(req);
  const request = new Request(url, { method, headers: headersOf(req), ...(body ? { body: new Uint8Array(body) } : {}) });
  const mocked = await getResponse(handlers, request);
  if (mocked) {
    await sendMocked(req, res, mocked);
    return;
  }
  if (!readOnly) {
    send(req, res, 404, { 'Content-Type': 'application/json; charset=utf-8' }, Buffer.from(JSON.stringify({ code: 404, msg: 'Not found', data: null })));
    return;
  }
  if (url.searchParams.has(RESET_DEMO_DATA_PARAM) && !path.extname(url.pathname)) {
    resetDemoData();
    url.searchParams.delete(RESET_DEMO_DATA_PARAM);
    res.writeHead(302, { Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  await sendStatic(root, req, res, url);
}

/**
 * The push channel: each browser socket on /ews/ws is bridged to a WebSocket opened in this process, which MSW
 * (setupServer with the push handlers of mocks/ws.ts) answers, so the handlers see the connection as in the browser.
 */
function bridgePush(peer: PeerSocket, search: string): void {
  const inner = new globalThis.WebSocket(`ws://demo.backend/ews/ws${search}`);
  const pending: string[] = [];
  const toText = (data: RawData) => (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString();
  peer.on('message', (data) => {
    if (inner.readyState === inner.OPEN) inner.send(toText(data));
    else pending.push(toText(data));
  });
  inner.addEventListener('open', () => {
    for (const frame of pending.splice(0)) inner.send(frame);
  });
  inner.addEventListener('message', (event) => {
    if (peer.readyState === peer.OPEN) peer.send(String(event.data));
  });
  inner.addEventListener('close', () => peer.close());
  peer.on('close', () => inner.close());
  peer.on('error', () => inner.close());
}

/** Starts the demo server; resolves once it listens. */
export async function startDemoServer({ root, port = 0, host = '127.0.0.1', demoPushAfterMs = DEMO_PUSH_AFTER_MS }: DemoServerOptions): Promise<DemoServer> {
  const dist = path.resolve(root);
  statSync(path.join(dist, 'index.html')); // fails early, with the path, when there is no build
  configureDb({ persist: false });
  const pushedTo = new Set<string>();
  configurePush({
    demoPushAfterMs,
    demoMessage: (userId) => {
      if (pushedTo.has(userId)) return undefined;
      pushedTo.add(userId);
      return demoOrderStatusFor(userId);
    },
  });
  const push = setupServer(...wsHandlers);
  push.listen({ onUnhandledFrame: 'bypass' });
  const sockets = new WebSocketServer({ noServer: true });

  const server: Server = createServer((req, res) => {
    handle(dist, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ews/ws') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (peer) => bridgePush(peer, url.search));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    port: actual,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      push.close();
      configurePush({});
    },
  };
}
