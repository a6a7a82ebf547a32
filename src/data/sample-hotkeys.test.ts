// Every hotkey in the sample data is an address btcli and taostats accept: SS58 with the generic
// Substrate prefix 42, checked with audited base58 and blake2b code rather than our own.
import { readdirSync, readFileSync } from 'node:fs';
import { blake2b } from '@noble/hashes/blake2.js';
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';

const DATA_DIR = new URL('../../assets/data/', import.meta.url);
const SS58_PREFIX = 42;
const SS58PRE = new TextEncoder().encode('SS58PRE');

/** Every string under a `hotkey` key, at any depth of `value`. */
function hotkeysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hotkeysIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'hotkey' && typeof inner === 'string' ? [inner] : hotkeysIn(inner),
  );
}

const hotkeys = readdirSync(DATA_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    hotkeysIn(JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8'))).map((hotkey) => ({ file, hotkey })),
  );

describe('sample hotkeys', () => {
  it('are found in the sample data', () => {
    expect(hotkeys.length).toBeGreaterThanOrEqual(10);
  });

  it.each(hotkeys)('$hotkey ($file) is an SS58 address with prefix 42 and a valid checksum', ({ hotkey }) => {
    const bytes = base58.decode(hotkey);
    // One prefix byte, a 32-byte public key, two checksum bytes.
    expect(bytes).toHaveLength(35);
    expect(bytes[0]).toBe(SS58_PREFIX);
    const body = bytes.subarray(0, 33);
    const hash = blake2b(new Uint8Array([...SS58PRE, ...body]), { dkLen: 64 });
    expect([...bytes.subarray(33)]).toEqual([hash[0], hash[1]]);
  });

  it('rejects an address with one character changed', () => {
    const [first] = hotkeys;
    const tampered = `${first!.hotkey.slice(0, -1)}${first!.hotkey.endsWith('a') ? 'b' : 'a'}`;
    const bytes = base58.decode(tampered);
    const hash = blake2b(new Uint8Array([...SS58PRE, ...bytes.subarray(0, 33)]), { dkLen: 64 });
    expect([...bytes.subarray(33)]).not.toEqual([hash[0], hash[1]]);
  });
});
