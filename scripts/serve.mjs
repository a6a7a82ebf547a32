// Serves a built site on a port, as a static host would (scripts/static-server.mjs).
// Usage: node scripts/serve.mjs [dir=dist] [port=4173] [--fallback index]
// (--fallback index answers unknown paths with index.html and 200, as hosts without a 404 page do.)
import { parseArgs } from 'node:util';
import { startStaticServer } from './static-server.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { fallback: { type: 'string' } } });
const [dir = 'dist', port = process.env.PORT ?? '4173'] = positionals;
const fallback = values.fallback === 'index' ? 'index' : '404';
const { url } = await startStaticServer(dir, { port: Number(port), fallback });
console.log(`Serving ${dir} at ${url.replace('127.0.0.1', 'localhost')}/`);
