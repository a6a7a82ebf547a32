import { describe, expect, it } from 'vitest';
import {
  commandChunks,
  fillInReminder,
  exampleWalletNames,
  registerCommand,
  walletCommands,
} from './onboarding-commands';

describe('exampleWalletNames', () => {
  it('derives the wallet name from the product name', () => {
    expect(exampleWalletNames('Amplify')).toEqual({ wallet: 'amplify-miner', hotkey: 'default' });
    expect(exampleWalletNames('Echo Chamber')).toEqual({ wallet: 'echo-chamber-miner', hotkey: 'default' });
  });

  it('lowercases the name and joins its words with single dashes', () => {
    expect(exampleWalletNames('  Big Net!  v2 ').wallet).toBe('big-net-v2-miner');
  });

  it('falls back to a plain name when the product name has nothing usable', () => {
    expect(exampleWalletNames('!!!').wallet).toBe('miner');
  });

  it('falls back to a plain name when the product name has no usable characters', () => {
    expect(exampleWalletNames('★').wallet).toBe('miner');
  });
});

describe('onboarding commands (btcli v9)', () => {
  const names = { wallet: 'amplify-miner', hotkey: 'default' };

  it('creates a coldkey, then a hotkey in the same wallet', () => {
    expect(walletCommands(names).map((c) => c.command)).toEqual([
      'btcli wallet new-coldkey --wallet.name amplify-miner',
      'btcli wallet new-hotkey --wallet.name amplify-miner --wallet.hotkey default',
    ]);
  });

  it('registers the hotkey on the given subnet', () => {
    expect(registerCommand(names, 7).command).toBe(
      'btcli subnets register --netuid 7 --wallet.name amplify-miner --wallet.hotkey default',
    );
    expect(registerCommand(names, 7).purpose).toBe('register the hotkey on subnet 7');
  });

  it('carries the <netuid> placeholder until the subnet id is announced', () => {
    expect(registerCommand(names, null).command).toBe(
      'btcli subnets register --netuid <netuid> --wallet.name amplify-miner --wallet.hotkey default',
    );
    expect(registerCommand(names, null).purpose).toBe('register the hotkey on the subnet');
  });
});

describe('commandChunks', () => {
  it('keeps each flag with its value and joins back to the command', () => {
    const command = 'btcli subnets register --netuid 7 --wallet.name amplify-miner --wallet.hotkey default';
    expect(commandChunks(command)).toEqual([
      'btcli',
      'subnets',
      'register',
      '--netuid 7',
      '--wallet.name amplify-miner',
      '--wallet.hotkey default',
    ]);
    expect(commandChunks(command).join(' ')).toBe(command);
  });

  it('leaves a flag without a value on its own', () => {
    expect(commandChunks('tool --verbose --name x')).toEqual(['tool', '--verbose', '--name x']);
    expect(commandChunks('tool --flag')).toEqual(['tool', '--flag']);
  });
});

describe('fillInReminder', () => {
  it('says what to fill in when the command carries the subnet id placeholder', () => {
    expect(
      fillInReminder('btcli subnets register --netuid <netuid> --wallet.name amplify-miner --wallet.hotkey default'),
    ).toBe('Replace <netuid> with the subnet id once it is announced.');
  });

  it('has nothing to add for a command ready to run', () => {
    expect(fillInReminder('btcli subnets register --netuid 7 --wallet.name a --wallet.hotkey b')).toBeNull();
    expect(fillInReminder('pip install -U bittensor-cli')).toBeNull();
  });
});
