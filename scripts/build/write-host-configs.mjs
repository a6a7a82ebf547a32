// Writes the nginx and Caddy configs of deploy/ from the header policy (scripts/serve/host-configs.mjs).
// Usage: npm run build:host-configs   (after changing scripts/serve/header-policy.mjs)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { HOST_CONFIG_FILES } from '../serve/host-configs.mjs';

for (const [file, text] of Object.entries(HOST_CONFIG_FILES())) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
