// @vitest-environment jsdom
// The two builds of VITE_NETUID, rendered: unset (the default) shows no number anywhere; set, the
// number is in the pill, the commands and the footer, which links the subnet on taostats.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Compiled with the test file: after vi.resetModules each test evaluates them again under its
// VITE_NETUID, and never waits on their first compile (cold on a busy machine, it ran past 5 s).
import '../features/landing/hero';
import '../features/landing/get-started';
import './shell/site-footer';
import '../features/whitepaper/sections/abstract-section';
import '../features/whitepaper/sections/registration-section';

/** The landing's hero and get-started, the whitepaper's abstract and registration, and the footer, as a build with this VITE_NETUID renders them. */
async function renderBuild(netuid: string) {
  vi.stubEnv('VITE_NETUID', netuid);
  vi.resetModules();
  const [{ Hero }, { GetStarted }, { SiteFooter }, { AbstractSection }, { RegistrationSection }] = await Promise.all([
    import('../features/landing/hero'),
    import('../features/landing/get-started'),
    import('./shell/site-footer'),
    import('../features/whitepaper/sections/abstract-section'),
    import('../features/whitepaper/sections/registration-section'),
  ]);
  return render(
    <>
      <Hero onWatchDemo={() => undefined} />
      <GetStarted />
      <AbstractSection number={1} />
      <RegistrationSection number={2} />
      <SiteFooter />
    </>,
  );
}

const REGISTER = 'btcli subnets register --netuid';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  // Later files import the modules again, as the default build reads them.
  vi.resetModules();
});

describe('VITE_NETUID unset (the default build)', () => {
  it('shows no subnet number: the pill reads Bittensor subnet and the command carries <netuid>', async () => {
    const { container } = await renderBuild('');
    expect(screen.getByText('Bittensor subnet · Amplify')).toBeTruthy();
    const commands = [...container.querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(commands.filter((command) => command?.startsWith(REGISTER))).toEqual([
      `${REGISTER} <netuid> --wallet.name amplify-miner --wallet.hotkey default`,
      `${REGISTER} <netuid> --wallet.name amplify-miner --wallet.hotkey default`,
    ]);
    expect(screen.getAllByText(/is announced at launch\./).map((line) => line.textContent)).toEqual([
      'The subnet id (<netuid>) is announced at launch.',
      'The subnet id (<netuid>) is announced at launch.',
    ]);
    expect(container.textContent).toContain('running as a subnet of Bittensor');
    expect(screen.getByText('A Bittensor subnet')).toBeTruthy();
    expect(container.querySelector('a[href*="taostats"]')).toBeNull();
    expect(container.textContent).not.toMatch(/subnet \d|--netuid \d/i);
  });
});

describe('VITE_NETUID=7', () => {
  it('shows 7 in the pill, the step titles, the commands, the abstract and the footer, which links taostats', async () => {
    const { container } = await renderBuild('7');
    expect(screen.getByText('Bittensor subnet 7 · Amplify')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /Register your hotkey on subnet 7$/ })).toBeTruthy();
    const commands = [...container.querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(commands.filter((command) => command?.startsWith(REGISTER))).toEqual([
      `${REGISTER} 7 --wallet.name amplify-miner --wallet.hotkey default`,
      `${REGISTER} 7 --wallet.name amplify-miner --wallet.hotkey default`,
    ]);
    expect(screen.getAllByRole('button', { name: 'Copy the command to register the hotkey on subnet 7' })).toHaveLength(
      2,
    );
    expect(screen.getByRole('heading', { name: /Step 2: Register the hotkey on subnet 7/ })).toBeTruthy();
    expect(container.textContent).toContain('running as subnet 7 of Bittensor');
    expect(container.textContent).not.toContain('<netuid>');
    expect(container.textContent).not.toContain('announced at launch');
    const link = screen.getByRole('link', { name: /^Subnet 7 on Bittensor \(taostats\)\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://taostats.io/subnets/7');
  });
});
