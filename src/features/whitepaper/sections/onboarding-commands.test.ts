import { describe, expect, it } from 'vitest';
import { SUBNET_ID } from '../../../config/product';
import { EXAMPLE_WALLET, onboardingCommands } from './onboarding-commands';

describe('onboardingCommands', () => {
  it('uses btcli v9 syntax with the subnet id from config', () => {
    const { coldkey, hotkey, register } = onboardingCommands();
    expect(coldkey.command).toBe(`btcli wallet new-coldkey --wallet.name ${EXAMPLE_WALLET}`);
    expect(hotkey.command).toBe(`btcli wallet new-hotkey --wallet.name ${EXAMPLE_WALLET} --wallet.hotkey default`);
    expect(register.command).toBe(`btcli subnets register --netuid ${SUBNET_ID} --wallet.name ${EXAMPLE_WALLET} --wallet.hotkey default`);
  });

  it('makes a shell-safe wallet name and accepts other names', () => {
    expect(EXAMPLE_WALLET).toMatch(/^[a-z0-9-]+$/);
    expect(onboardingCommands('w', 'h', 7).register.command).toBe('btcli subnets register --netuid 7 --wallet.name w --wallet.hotkey h');
  });
});
