// DEMO DATA: which cancellation policy each demo hotel and car carries, a mix invented for the
// demo (hotels: most free until 48 h before, some until 24 h before, one in four non-refundable).
import type { ItemCancellationPolicy } from '@shared/cancellation-policy';

const DEMO_POLICY_CYCLE: readonly ItemCancellationPolicy[] = ['free_48h_half', 'free_24h_none', 'free_48h_half', 'non_refundable'];
// Cars all cancel free for a while: every car card carries the 'Free Cancel' badge.
const DEMO_CAR_POLICY_CYCLE: readonly ItemCancellationPolicy[] = ['free_48h_half', 'free_24h_none'];

export function demoCancellationPolicy(index: number): ItemCancellationPolicy {
  return DEMO_POLICY_CYCLE[index % DEMO_POLICY_CYCLE.length];
}

export function demoCarCancellationPolicy(index: number): ItemCancellationPolicy {
  return DEMO_CAR_POLICY_CYCLE[index % DEMO_CAR_POLICY_CYCLE.length];
}
