import type { CargoStatus } from '@shared/schemas/cargo';

/** Pending yellow, in_transit blue, delivered green, any other grey. */
export function cargoStatusColor(status: CargoStatus | string): string {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'in_transit':
      return 'blue';
    case 'delivered':
      return 'green';
    default:
      return 'gray';
  }
}
