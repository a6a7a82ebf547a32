import { PRODUCT_NAME, SUBNET_ID, X_HANDLE, X_URL } from '../../../config/product';
import { exampleWalletNames, registerCommand, walletCommands } from '../../../config/onboarding-commands';
import { CommandBlock } from '../../../ui/command-block';
import { ExternalLink } from '../../../ui/external-link';
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
        ; choose your own names if you like, and use the same ones in every step.
      </p>
      <h3>Step 1: Create a wallet</h3>
      <p>
        A wallet holds a <strong>coldkey</strong>, which owns your funds and stays offline, and a{' '}
        <strong>hotkey</strong>, which identifies your miner on the network. Create both:
      </p>
      <div className={styles.commands}>
        {coldkey && <CommandBlock {...coldkey} />}
        {hotkey && <CommandBlock {...hotkey} />}
      </div>
      <h3>Step 2: Register the hotkey on subnet {SUBNET_ID}</h3>
      <p>Registration uses the subnet id and your wallet name, and costs a small, variable amount of TAO:</p>
      <div className={styles.commands}>
        <CommandBlock {...registerCommand(names)} />
      </div>
      <h3>Step 3: Link your X account</h3>
      <p>
        Reply to the registration tweet of <ExternalLink href={X_URL}>@{X_HANDLE}</ExternalLink> with your
        hotkey&rsquo;s SS58 address. Validators read the reply to bind your verified X handle to your hotkey; from then
        on, engagement with your posts is credited to your miner automatically.
      </p>
    </WhitepaperSection>
  );
}
