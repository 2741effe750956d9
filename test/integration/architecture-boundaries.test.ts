import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of docs/architecture.md are lint rules (eslint.config.js, eslint-rules/):
// these fixtures are linted with the project's real configuration, as `npm run lint` does.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => ({ rule: message.ruleId, severity: message.severity, text: message.message }));
}

describe('server features', () => {
  const fixture = 'src/server/features/bookings/boundary-fixture.ts';

  it('fails a deep import into another feature', async () => {
    const errors = await boundaryErrors(fixture, `import { findFlightSeats } from '../flights/flight-availability';\nexport const f = findFlightSeats;\n`);
    expect(errors).toEqual([
      { rule: 'boundaries/feature-imports', severity: 2, text: expect.stringContaining("'../flights/flight-availability' reaches into the flights feature") },
    ]);
  });

  it('fails it however the path is written, for types, re-exports and dynamic imports too', async () => {
    const errors = await boundaryErrors(
      fixture,
      [
        `import type { Stay } from '../../features/hotels/hotel-availability';`,
        `export { carInventory } from '../cars/car-inventory';`,
        `export type S = Stay;`,
        `export const load = () => import('../tours/tours.service');`,
      ].join('\n'),
    );
    expect(errors.map((error) => error.text.split(' reaches')[0])).toEqual(["'../../features/hotels/hotel-availability'", "'../cars/car-inventory'", "'../tours/tours.service'"]);
  });

  it("allows another feature's index and the feature's own files", async () => {
    const errors = await boundaryErrors(
      fixture,
      [
        `import { flightInventory } from '../flights';`,
        `import { hotelInventory } from '../hotels/index';`,
        `import { findBooking } from './booking-dto';`,
        `import { today } from '../../core/travel-calendar';`,
        `export const used = [flightInventory, hotelInventory, findBooking, today];`,
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('client features', () => {
  it('fails any import of another client feature', async () => {
    const errors = await boundaryErrors('src/client/features/home/BoundaryFixture.tsx', `import { AuthLayer } from '../auth/AuthLayer';\nexport const A = AuthLayer;\n`);
    expect(errors).toEqual([{ rule: 'boundaries/feature-imports', severity: 2, text: expect.stringContaining('features do not import each other') }]);
  });

  it('fails a shared client module (lib, components, booking, dialogs) importing a feature or the app shell', async () => {
    for (const [fixture, source] of [
      ['src/client/lib/boundary-fixture.ts', '../features/auth/AuthLayer'],
      ['src/client/booking/boundary-fixture.ts', '../features/travel/checkout/CheckoutPage'],
      ['src/client/dialogs/boundary-fixture.ts', '../app/AppLayout'],
      ['src/client/components/BoundaryFixture.tsx', '../features/support/MailDialog'],
    ]) {
      const errors = await boundaryErrors(fixture, `import * as imported from '${source}';\nexport const used = imported;\n`);
      expect(errors, fixture).toEqual([{ rule: 'boundaries/layer-imports', severity: 2, text: expect.stringContaining('sits below it') }]);
    }
  });

  it('allows shared components, the lib and the shared booking and dialog modules', async () => {
    const errors = await boundaryErrors(
      'src/client/features/home/BoundaryFixture.tsx',
      [
        `import { PageNotice } from '../../components/PageNotice';`,
        `import { trpc } from '../../lib/trpc';`,
        `import { useStartBooking } from '../../booking/start-booking';`,
        `import { openAuthDialog } from '../../dialogs/auth-dialog';`,
        `export const used = [PageNotice, trpc, useStartBooking, openAuthDialog];`,
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('layers', () => {
  it('fails core importing a feature, and shared importing the server', async () => {
    expect(await boundaryErrors('src/server/core/boundary-fixture.ts', `import { searchHotels } from '../features/hotels';\nexport const s = searchHotels;\n`)).toEqual([
      { rule: 'boundaries/layer-imports', severity: 2, text: expect.stringContaining('src/server/core sits below it') },
    ]);
    expect(await boundaryErrors('src/shared/boundary-fixture.ts', `import { today } from '../server/core/travel-calendar';\nexport const t = today;\n`)).toEqual([
      { rule: 'boundaries/layer-imports', severity: 2, text: expect.stringContaining('src/shared sits below it') },
    ]);
  });
});
