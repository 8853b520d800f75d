// @vitest-environment node
// `npm run demo` (scripts/demo.mjs -> mocks/demoServer.ts) as a user starts it, on a free port and over a stand-in
// build (--root): it serves the pages with the cache headers of docs/deployment.md, answers the API
// with the embedded backend's handlers and seed, bridges the push socket to them, and stops on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as Client } from 'ws';
import { hashPassword } from '../features/account/rules/passwordHash';
import { demoAccounts } from '../mocks/accounts';

let root: string;
let demo: ChildProcess;
let url: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'demo-server-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  await writeFile(path.join(root, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  demo = spawn(process.execPath, [path.join(import.meta.dirname, 'demo.mjs'), '--port', '0', '--root', root], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: demo.stdout! });
  url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const found = /^Demo: (http:\/\/\S+)/.exec(line);
      if (found?.[1]) resolve(found[1]);
    });
    demo.on('exit', (code) => reject(new Error(`the demo server exited (${code})`)));
  });
});

afterAll(async () => {
  if (demo && demo.exitCode === null) {
    const exited = new Promise((resolve) => demo.once('exit', resolve));
    demo.kill('SIGTERM');
    await exited;
  }
  await rm(root, { recursive: true, force: true });
});

describe('npm run demo', () => {
  it('serves index.html for a page address, revalidated; hashed assets for a year, gzipped', async () => {
    const page = await fetch(`${url}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${url}/assets/index-AbC123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('xxxx');
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
  });

  it('signs the demo member in and answers a signed-in call from the seed', async () => {
    const { username, password } = demoAccounts.member;
    const login = await fetch(`${url}/v1/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: await hashPassword(password) }),
    });
    const reply = (await login.json()) as { code: number; data: { access_token: string } };
    expect(reply.code).toBe(0);
    const info = await fetch(`${url}/v1/account/userinfo`, { headers: { Authorization: `Bearer ${reply.data.access_token}` } });
    expect(((await info.json()) as { data: { account: string } }).data.account).toBe(username);
    expect((await fetch(`${url}/v1/account/userinfo`)).status).toBe(401);
  });

  it('answers the push socket with the same handlers (ws_ping, ws_pong)', async () => {
    const socket = new Client(`${url.replace('http', 'ws')}/ews/ws?userId=${demoAccounts.member.uid}&code=demo`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('ws_ping'));
      socket.on('message', (data) => resolve(String(data)));
      socket.on('error', reject);
    });
    expect(reply).toBe('ws_pong');
    socket.close();
  });
});
