import { ArrowRight, KeyRound, MessageCircleReply, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MINER_JOB_CLAUSE } from '../../config/miner-job';
import { GET_STARTED_ID, PAGE_PATHS } from '../../config/site-places';
import { theSubnet } from '../../config/netuid';
import { NETUID } from '../../config/netuid-setting';
import { X_HANDLE, X_URL } from '../../config/product';
import { buttonClassName } from '../../ui/button';
import { CommandBlock } from '../../ui/command-block';
import { ExternalLink } from '../../ui/external-link';
import { NetuidNote } from '../../ui/netuid-note';
import styles from './get-started.module.css';
import section from './landing-section.module.css';
import { MinerRequirements } from './miner-requirements';
import {
  exampleWalletNames,
  INSTALL_COMMAND,
  registerCommand,
  TESTNET_FLAG,
  walletCommands,
} from '../../config/onboarding-commands';
import { SectionHeading } from './section-heading';

const NAMES = exampleWalletNames();

function Step({
  number,
  icon: Icon,
  title,
  children,
}: {
  number: number;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.step}>
      <span className={styles.marker} aria-hidden="true">
        <Icon />
        <span className={styles.markerNumber}>{number}</span>
      </span>
      <div className={styles.stepBody}>
        <h3 className={styles.stepTitle}>
          <span className="visually-hidden">Step {number}: </span>
          {title}
        </h3>
        {children}
      </div>
    </li>
  );
}

/** The three onboarding steps with copyable btcli commands and a miner's basics, the requirements, and the way to the tasks. */
export function GetStarted() {
  return (
    <section
      id={GET_STARTED_ID}
      tabIndex={-1}
      className={`${section.section} ${section.alt}`}
      aria-labelledby="get-started-title"
      data-landing-section="get-started"
    >
      <div className="container">
        <SectionHeading id="get-started-title" eyebrow="Get started" title="Start mining in three steps">
          You need the Bittensor command-line tool, <code>btcli</code>, and a few minutes.
        </SectionHeading>
        <div className={styles.layout}>
          <ol className={styles.steps}>
            <Step number={1} icon={Wallet} title="Install btcli and create a wallet">
              <p className={styles.text}>
                A wallet holds a coldkey, which keeps your TAO safe offline, and a hotkey, which does the everyday work.
                Install btcli, create the coldkey, then a hotkey in the same wallet. The names{' '}
                <code>{NAMES.wallet}</code> and <code>{NAMES.hotkey}</code> are examples: use your own if you like, the
                same ones in every command.
              </p>
              {[INSTALL_COMMAND, ...walletCommands(NAMES)].map((command) => (
                <CommandBlock key={command.command} {...command} />
              ))}
              <p className={styles.warning}>
                <strong>Keep your mnemonic.</strong> Each key prints a mnemonic once. Write it down and store it
                offline; never share it: whoever has it controls the key.
              </p>
            </Step>
            <Step number={2} icon={KeyRound} title={`Register your hotkey on ${theSubnet(NETUID)}`}>
              <p className={styles.text}>
                Registration ties your hotkey to the subnet. Its fee, in TAO, is recycled, not refunded. Try it on
                testnet first: the same command with <code>{TESTNET_FLAG}</code> costs only test TAO.
              </p>
              <CommandBlock {...registerCommand(NAMES)} />
              <NetuidNote className={styles.note} />
              <p className={styles.text}>
                A new miner has an immunity period. After it, when someone registers on a full subnet, the
                lowest-scoring miner is deregistered.
              </p>
            </Step>
            <Step number={3} icon={MessageCircleReply} title="Reply to the registration tweet">
              <p className={styles.text}>
                Reply to the registration tweet on <ExternalLink href={X_URL}>@{X_HANDLE} on X</ExternalLink> with your
                hotkey’s address (it starts with 5; <code>btcli wallet list</code> shows it). That links your X account
                to your miner. From then on: {MINER_JOB_CLAUSE}.
              </p>
            </Step>
          </ol>
          <aside className={styles.side} aria-labelledby="requirements-title">
            <MinerRequirements titleId="requirements-title" />
            <Link
              href={PAGE_PATHS.dashboard}
              className={buttonClassName({ variant: 'primary', size: 'lg' }, styles.cta)}
            >
              View Available Tasks
              <ArrowRight aria-hidden="true" />
            </Link>
          </aside>
        </div>
      </div>
    </section>
  );
}
