/**
 * What a paid booking brings in, as an SQL expression over a booking row: its total while
 * confirmed; once cancelled, what its cancellation policy kept (total − refund_cents). A
 * cancelled booking without refund_cents (cancelled before policies, or a ride or shipment
 * ended by its own feature) was refunded in full or never charged: nothing. `alias`: the
 * booking table's alias in the statement, if any.
 */
export function keptCentsSql(alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(case when ${column('status')} = 'confirmed' then ${column('total_cents')}
               when ${column('status')} = 'cancelled' and ${column('refund_cents')} is not null then ${column('total_cents')} - ${column('refund_cents')}
               else 0 end)`;
}
