// Who may act on whose bookings, rides and orders. Travellers act on their own; staff (and
// admins) may also act on a customer's, on that customer's behalf, under the rules of
// docs/back-office.md ("Acting for a customer"): never at a cost to the customer, and always
// with an audit event.
import type { SessionUser } from './sessions';

export const isStaff = (user: Pick<SessionUser, 'role'>) => user.role === 'staff' || user.role === 'admin';

/** A staff member acting on someone else's booking, ride or order (their own is theirs, as for anyone). */
export const actsForCustomer = (user: Pick<SessionUser, 'id' | 'role'>, ownerId: string) => user.id !== ownerId && isStaff(user);
