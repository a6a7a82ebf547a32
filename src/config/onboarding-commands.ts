// Builds the btcli (v9) onboarding commands (install btcli, create a coldkey and a hotkey, register on
// the subnet), shared by the landing page and the whitepaper.
// Pure: imports only product config, no React.
import { NETUID_PLACEHOLDER, theSubnet } from './netuid';
import { NETUID } from './netuid-setting';
import { PRODUCT_NAME } from './product';

export interface WalletNames {
  /** Wallet (coldkey) name. */
  wallet: string;
  /** Hotkey name inside that wallet. */
  hotkey: string;
}

export interface OnboardingCommand {
  /** What the command does, for the copy button's accessible name. */
  purpose: string;
  command: string;
}

/** "Amplify" -> "amplify", "Big Net!" -> "big-net": a name safe to use as a wallet name. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The example names the page shows; visitors may rename both. */
export function exampleWalletNames(productName: string = PRODUCT_NAME): WalletNames {
  const slug = slugify(productName);
  return { wallet: slug ? `${slug}-miner` : 'miner', hotkey: 'default' };
}

/** Installs or upgrades btcli, the Bittensor command-line tool, from PyPI. */
export const INSTALL_COMMAND: OnboardingCommand = {
  purpose: 'install btcli',
  command: 'pip install -U bittensor-cli',
};

/** The flag that points a btcli command at Bittensor's test network instead of mainnet. */
export const TESTNET_FLAG = '--network test';

/** Step 1: a coldkey, then a hotkey in the same wallet. */
export function walletCommands({ wallet, hotkey }: WalletNames): OnboardingCommand[] {
  return [
    { purpose: 'create the coldkey', command: `btcli wallet new-coldkey --wallet.name ${wallet}` },
    {
      purpose: 'create the hotkey',
      command: `btcli wallet new-hotkey --wallet.name ${wallet} --wallet.hotkey ${hotkey}`,
    },
  ];
}

/** Step 2: register the hotkey on the subnet; until the id is announced the command carries `<netuid>`. */
export function registerCommand({ wallet, hotkey }: WalletNames, netuid: number | null = NETUID): OnboardingCommand {
  return {
    purpose: `register the hotkey on ${theSubnet(netuid)}`,
    command: `btcli subnets register --netuid ${netuid ?? NETUID_PLACEHOLDER} --wallet.name ${wallet} --wallet.hotkey ${hotkey}`,
  };
}

/**
 * What to fill in before `command` runs, said when it is copied; null when it is ready to run. A
 * command that still carries `<netuid>` fails as pasted: a shell reads `<netuid>` as a file.
 */
export function fillInReminder(command: string): string | null {
  return command.includes(NETUID_PLACEHOLDER)
    ? `Replace ${NETUID_PLACEHOLDER} with the subnet id once it is announced.`
    : null;
}

/** Splits a command into the pieces a line may wrap between: words, and each `--flag value` pair kept whole. */
export function commandChunks(command: string): string[] {
  const chunks: string[] = [];
  for (const word of command.split(' ').filter(Boolean)) {
    const previous = chunks.at(-1);
    if (previous !== undefined && previous.startsWith('--') && !previous.includes(' ') && !word.startsWith('--')) {
      chunks[chunks.length - 1] = `${previous} ${word}`;
    } else {
      chunks.push(word);
    }
  }
  return chunks;
}
