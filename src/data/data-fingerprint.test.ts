import { describe, expect, it } from 'vitest';
import { dataFingerprint } from './data-fingerprint';

describe('dataFingerprint', () => {
  it('is the same for the same data, however it was loaded', () => {
    const fromBuild = [{ entries: [{ handle: 'a', tao: 1.5 }] }];
    const fromApi = JSON.parse(JSON.stringify(fromBuild)) as unknown[];
    expect(dataFingerprint(fromApi)).toBe(dataFingerprint(fromBuild));
  });

  it('changes when any value changes', () => {
    const base = dataFingerprint([{ entries: [{ handle: 'a', tao: 1.5 }] }]);
    expect(dataFingerprint([{ entries: [{ handle: 'a', tao: 1.6 }] }])).not.toBe(base);
    expect(dataFingerprint([{ entries: [{ handle: 'b', tao: 1.5 }] }])).not.toBe(base);
    expect(dataFingerprint([{ entries: [] }])).not.toBe(base);
  });

  it('tells a page without data from one with data', () => {
    expect(dataFingerprint([])).not.toBe(dataFingerprint([null]));
    expect(dataFingerprint([])).toMatch(/^[0-9a-z]+$/);
  });
});
