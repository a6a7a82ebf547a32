import { theSubnet } from '../../../config/netuid';
import { NETUID } from '../../../config/netuid-setting';
import { MINER_JOB_CLAUSE } from '../../../config/miner-job';
import { PRODUCT_NAME, X_HANDLE, X_URL } from '../../../config/product';
import {
  exampleWalletNames,
  INSTALL_COMMAND,
  registerCommand,
  TESTNET_FLAG,
  walletCommands,
} from '../../../config/onboarding-commands';
import { CommandBlock } from '../../../ui/command-block';
import { ExternalLink } from '../../../ui/external-link';
import { NetuidNote } from '../../../ui/netuid-note';
import { WhitepaperSection } from './whitepaper-section';
import styles from './whitepaper-section.module.css';

export function RegistrationSection({ number }: { number: number }) {
  const names = exampleWalletNames();
  const [coldkey, hotkey] = walletCommands(names);
  return (
    <WhitepaperSection id="registration" number={number}>
      <p>
        Joining {PRODUCT_NAME} as a miner takes three steps with <code>btcli</code>, the Bittensor command-line tool
        (version 9). The examples name the wallet <code>{names.wallet}</code> and the hotkey <code>{names.hotkey}</code>
        ; choose your own names if you like, and use the same ones in every step. Install or upgrade btcli first:
      </p>
      <div className={styles.commands}>
        <CommandBlock {...INSTALL_COMMAND} />
      </div>
      <h3>Step 1: Create a wallet</h3>
      <p>
        A wallet holds a <strong>coldkey</strong>, which owns your funds and stays offline, and a{' '}
        <strong>hotkey</strong>, which identifies your miner on the network. Create both:
      </p>
      <div className={styles.commands}>
        {coldkey && <CommandBlock {...coldkey} />}
        {hotkey && <CommandBlock {...hotkey} />}
      </div>
      <p>
        Each command prints the key&rsquo;s mnemonic once. Write it down and store it offline, and never share it: it is
        the only way to restore the key, and whoever has it controls the key.
      </p>
      <h3>Step 2: Register the hotkey on {theSubnet(NETUID)}</h3>
      <p>
        Registration uses the subnet id and your wallet name, and costs a small, variable amount of TAO. The fee is
        recycled, not refunded, even when the miner is later deregistered:
      </p>
      <div className={styles.commands}>
        <CommandBlock {...registerCommand(names)} />
      </div>
      <NetuidNote />
      <p>
        To try it first, run the registration command with <code>{TESTNET_FLAG}</code>: it then goes to
        Bittensor&rsquo;s test network, where fees are paid in test TAO. A newly registered miner has an immunity
        period; after it, when someone registers on a full subnet, the lowest-scoring miner is deregistered.
      </p>
      <h3>Step 3: Link your X account</h3>
      <p>
        Reply to the registration tweet of <ExternalLink href={X_URL}>@{X_HANDLE}</ExternalLink> with your
        hotkey&rsquo;s SS58 address. Validators read the reply to bind your verified X handle to your hotkey. From then
        on: {MINER_JOB_CLAUSE}.
      </p>
    </WhitepaperSection>
  );
}
