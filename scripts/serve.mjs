// Serves a built site on a port, as a static host would (scripts/static-server.mjs).
// Usage: node scripts/serve.mjs [dir=dist] [port=4173]
import { parseArgs } from 'node:util';
import { startStaticServer } from './static-server.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
const [dir = 'dist', port = process.env.PORT ?? '4173'] = positionals;
const { url } = await startStaticServer(dir, { port: Number(port) });
console.log(`Serving ${dir} at ${url.replace('127.0.0.1', 'localhost')}/`);
