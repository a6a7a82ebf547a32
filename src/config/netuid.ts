// How the subnet id is read and shown. Unset until the id is announced at launch, and then no number
// appears anywhere: a netuid such as 42 is another team's live subnet, and a copied command would pay
// its registration fee. The build's value is read once, in netuid-setting.ts.
// Pure: imports nothing and reads no environment, so Node scripts and tests can import it.

/** What the commands carry while the id is unannounced. */
export const NETUID_PLACEHOLDER = '<netuid>';

/** `VITE_NETUID` as a subnet id, or null when unset or blank. Anything else fails the build. */
export function parseNetuid(configured: string | undefined): number | null {
  const value = configured?.trim();
  if (!value) return null;
  const netuid = Number(value);
  // Bittensor numbers subnets with 16 bits; 0 is the root network, which no miner registers on.
  if (!/^\d+$/.test(value) || netuid < 1 || netuid > 65535)
    throw new Error(`VITE_NETUID must be a subnet id, a whole number from 1 to 65535, not "${value}"`);
  return netuid;
}

/** "Bittensor subnet 7", or "Bittensor subnet" while the id is unannounced. */
export function subnetName(netuid: number | null): string {
  return netuid === null ? 'Bittensor subnet' : `Bittensor subnet ${netuid}`;
}

/** "subnet 7", or "the subnet" while the id is unannounced, as in "Register your hotkey on the subnet". */
export function theSubnet(netuid: number | null): string {
  return netuid === null ? 'the subnet' : `subnet ${netuid}`;
}

/** The subnet's page on taostats, the explorer miners check. */
export function taostatsUrl(netuid: number): string {
  return `https://taostats.io/subnets/${netuid}`;
}
