import { NETUID_PLACEHOLDER } from '../config/netuid';
import { NETUID } from '../config/netuid-setting';

/** The line under a registration command while the subnet id is unannounced; nothing once it is set. */
export function NetuidNote({ className }: { className?: string }) {
  if (NETUID !== null) return null;
  return (
    <p className={className}>
      The subnet id (<code>{NETUID_PLACEHOLDER}</code>) is announced at launch.
    </p>
  );
}
