// The btcli (v9) onboarding commands of DECISIONS.md §6. Pure: imports only config.
import { PRODUCT_NAME, SUBNET_ID } from '../../../config/product';

export interface OnboardingCommand {
  /** What it does, for the copy button's accessible name. */
  purpose: string;
  command: string;
}

/** Example names; miners may choose their own, as long as every step uses the same ones. */
export const EXAMPLE_WALLET = `${PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-miner`;
export const EXAMPLE_HOTKEY = 'default';

export function onboardingCommands(wallet = EXAMPLE_WALLET, hotkey = EXAMPLE_HOTKEY, netuid = SUBNET_ID) {
  return {
    coldkey: { purpose: 'create the coldkey', command: `btcli wallet new-coldkey --wallet.name ${wallet}` },
    hotkey: { purpose: 'create the hotkey', command: `btcli wallet new-hotkey --wallet.name ${wallet} --wallet.hotkey ${hotkey}` },
    register: {
      purpose: `register the hotkey on subnet ${netuid}`,
      command: `btcli subnets register --netuid ${netuid} --wallet.name ${wallet} --wallet.hotkey ${hotkey}`,
    },
  } satisfies Record<string, OnboardingCommand>;
}
