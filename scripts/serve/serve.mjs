// Serves a built site on a port, as a static host would (scripts/serve/static-server.mjs).
// Usage: node scripts/serve/serve.mjs [dir=dist] [port] [--port N] [--host [ADDRESS]] [--fallback index]
// The port and host are read as Vite's preview reads them: --port, else the PORT variable, else
// 4173; --host, else the HOST variable, else this machine only (localhost). --host with no address
// (or 0.0.0.0) listens on every network interface, so a phone on the same network can open the
// site; the addresses to type are printed. A port in use is said in one line, with no stack trace.
// (--fallback index answers unknown paths with index.html and 200, as hosts without a 404 page do.)
import { networkInterfaces } from 'node:os';
import { parseArgs } from 'node:util';
import { startStaticServer } from './static-server.mjs';

const DEFAULT_PORT = 4173;
const ALL_INTERFACES = '0.0.0.0';

/** Stops with one line on stderr and a non-zero status. */
function fail(message) {
  console.error(message);
  process.exit(1);
}

// `--host` alone means every interface; parseArgs needs a value, so it is given one here.
const argv = process.argv
  .slice(2)
  .flatMap((arg, i, all) =>
    arg === '--host' && (i === all.length - 1 || all[i + 1].startsWith('--')) ? [arg, ALL_INTERFACES] : [arg],
  );
let parsed;
try {
  parsed = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { fallback: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
  });
} catch (error) {
  fail(`${error.message}\nUsage: see the comment at the top of scripts/serve/serve.mjs`);
}
const { positionals, values } = parsed;
const [dir = 'dist', positionalPort] = positionals;
const portText = values.port ?? positionalPort ?? process.env.PORT ?? String(DEFAULT_PORT);
const port = Number(portText);
if (!(Number.isInteger(port) && port >= 0 && port < 65536)) fail(`Not a port: ${portText} (give 0 to 65535)`);
const hostText = values.host ?? process.env.HOST ?? '';
const host = hostText === '' ? '127.0.0.1' : hostText === 'true' ? ALL_INTERFACES : hostText;
const fallback = values.fallback === 'index' ? 'index' : '404';

let server;
try {
  server = await startStaticServer(dir, { port, host, fallback });
} catch (error) {
  if (error.code === 'EADDRINUSE')
    fail(`Port ${port} is already in use: stop what serves there, or pick another, e.g. PORT=${port + 1} npm start`);
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    fail(`Cannot listen on ${host}: it is not an address of this machine`);
  throw error;
}

const local = `http://localhost:${server.port}/`;
if (host === ALL_INTERFACES || host === '::') {
  const network = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address.address}:${server.port}/`);
  console.log(`Serving ${dir} at ${local}`);
  for (const url of network) console.log(`  on the network: ${url}`);
} else if (host === '127.0.0.1' || host === 'localhost') {
  console.log(`Serving ${dir} at ${local}`);
} else {
  console.log(`Serving ${dir} at http://${host.includes(':') ? `[${host}]` : host}:${server.port}/`);
}
