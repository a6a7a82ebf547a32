import { describe, expect, it } from 'vitest';
import { parseNetuid, subnetName, taostatsUrl, theSubnet } from './netuid';

describe('parseNetuid', () => {
  it('is null when VITE_NETUID is unset or blank: the id is announced at launch', () => {
    expect(parseNetuid(undefined)).toBeNull();
    expect(parseNetuid(' ')).toBeNull();
  });

  it('reads a subnet id', () => {
    expect(parseNetuid('7')).toBe(7);
    expect(parseNetuid(' 128 ')).toBe(128);
    expect(parseNetuid('65535')).toBe(65535);
  });

  it('fails the build for anything that is not a subnet id', () => {
    for (const value of ['0', '-3', '4.5', 'sn7', '65536', '0x2a'])
      expect(() => parseNetuid(value)).toThrow(/VITE_NETUID must be a subnet id/);
  });
});

describe('subnetName and taostatsUrl', () => {
  it('name no number until the id is set', () => {
    expect(subnetName(null)).toBe('Bittensor subnet');
    expect(subnetName(7)).toBe('Bittensor subnet 7');
    expect(theSubnet(null)).toBe('the subnet');
    expect(theSubnet(7)).toBe('subnet 7');
  });

  it('link the subnet on taostats', () => {
    expect(taostatsUrl(7)).toBe('https://taostats.io/subnets/7');
  });
});
