// `npm start`'s server as a person starts it: the port and host from PORT and HOST (or --port and
// --host, as Vite's preview takes them), and a port in use said in one line, not a stack trace.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

let root: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'serve-'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
});
afterEach(() => {
  for (const child of started.splice(0)) child.kill();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** Starts serve.mjs and resolves with its first line on stdout, or its whole stderr and status once it exits. */
function serve(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/serve/serve.mjs', root, ...args], {
    env: { ...process.env, PORT: '', HOST: '', ...env },
  });
  started.push(child);
  return new Promise<{ stdout: string; stderr: string; status: number | null }>((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve({ stdout, stderr, status: null });
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => resolve({ stdout, stderr, status }));
  });
}

describe('npm start’s server', () => {
  it('serves on the port PORT names', async () => {
    const port = await freePort();
    const { stdout } = await serve([], { PORT: String(port) });
    expect(stdout).toBe(`Serving ${root} at http://localhost:${port}/\n`);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('<h1>home</h1>');
  });

  it('takes --port over PORT, as Vite’s preview does', async () => {
    const port = await freePort();
    const { stdout } = await serve(['--port', String(port)], { PORT: '1' });
    expect(stdout).toBe(`Serving ${root} at http://localhost:${port}/\n`);
  });

  it('listens on every interface with HOST=0.0.0.0 or a bare --host, and says so', async () => {
    for (const [args, env] of [
      [[], { HOST: '0.0.0.0' }],
      [['--host'], {}],
    ] as const) {
      const port = await freePort();
      const { stdout } = await serve([...args, '--port', String(port)], env);
      expect(stdout.split('\n')[0]).toBe(`Serving ${root} at http://localhost:${port}/`);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    }
  });

  it('says in one line that a port is in use, and exits', async () => {
    const port = await freePort();
    const busy: Server = createServer();
    await new Promise<void>((done) => busy.listen(port, '127.0.0.1', done));
    try {
      const { stdout, stderr, status } = await serve([], { PORT: String(port) });
      expect(status).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `Port ${port} is already in use: stop what serves there, or pick another, e.g. PORT=${port + 1} npm start\n`,
      );
    } finally {
      await new Promise((done) => busy.close(done));
    }
  });
});
