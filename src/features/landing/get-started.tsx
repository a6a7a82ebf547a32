import { ArrowRight, KeyRound, MessageCircleReply, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SUBNET_ID, X_HANDLE, X_URL } from '../../config/product';
import { buttonClassName } from '../../ui/button';
import { CommandBlock } from '../../ui/command-block';
import { ExternalLink } from '../../ui/external-link';
import styles from './get-started.module.css';
import { GET_STARTED_ID } from './landing-ids';
import section from './landing-section.module.css';
import { MinerRequirements } from './miner-requirements';
import { exampleWalletNames, registerCommand, walletCommands } from '../../config/onboarding-commands';
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

/** The three onboarding steps with copyable btcli commands, the requirements, and the way to the tasks. */
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
            <Step number={1} icon={Wallet} title="Create a wallet">
              <p className={styles.text}>
                A wallet holds a cold key, which keeps your TAO safe offline, and a hot key, which does the everyday
                work. Create the cold key, then a hot key in the same wallet. The names <code>{NAMES.wallet}</code> and{' '}
                <code>{NAMES.hotkey}</code> are examples: use your own if you like, the same ones in every command.
              </p>
              {walletCommands(NAMES).map((command) => (
                <CommandBlock key={command.command} {...command} />
              ))}
            </Step>
            <Step number={2} icon={KeyRound} title={`Register your hot\u00a0key on subnet ${SUBNET_ID}`}>
              <p className={styles.text}>
                Registration ties your hot key to the subnet, using the subnet id and your wallet name.
              </p>
              <CommandBlock {...registerCommand(NAMES)} />
            </Step>
            <Step number={3} icon={MessageCircleReply} title="Reply to the registration tweet">
              <p className={styles.text}>
                Reply to the registration tweet on <ExternalLink href={X_URL}>@{X_HANDLE} on X</ExternalLink> with your
                hot key’s address (it starts with 5; <code>btcli wallet list</code> shows it). That links your X account
                to your miner. From then on, you only retweet or reply.
              </p>
            </Step>
          </ol>
          <aside className={styles.side} aria-labelledby="requirements-title">
            <MinerRequirements titleId="requirements-title" />
            <Link href="/dashboard" className={buttonClassName({ variant: 'primary', size: 'lg' }, styles.cta)}>
              View Available Tasks
              <ArrowRight aria-hidden="true" />
            </Link>
          </aside>
        </div>
      </div>
    </section>
  );
}
