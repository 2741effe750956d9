import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of docs/architecture.md are lint rules (eslint.config.js, eslint-rules/):
// these fixtures are linted with the project's real configuration, as `npm run lint` does.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => ({ rule: message.ruleId, severity: message.severity, text: message.message }));
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
    expect(errors.map((error) => error.text.split(' reaches')[0])).toEqual([
      "'../../features/hotels/hotel-availability'",
      "'../cars/car-inventory'",
      "'../tours/tours.service'",
    ]);
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
    const errors = await boundaryErrors(
      'src/client/features/home/BoundaryFixture.tsx',
      `import { AuthLayer } from '../auth/AuthLayer';\nexport const A = AuthLayer;\n`,
    );
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
    expect(
      await boundaryErrors('src/server/core/boundary-fixture.ts', `import { searchHotels } from '../features/hotels';\nexport const s = searchHotels;\n`),
    ).toEqual([{ rule: 'boundaries/layer-imports', severity: 2, text: expect.stringContaining('src/server/core sits below it') }]);
    expect(
      await boundaryErrors('src/shared/boundary-fixture.ts', `import { today } from '../server/core/travel-calendar';\nexport const t = today;\n`),
    ).toEqual([{ rule: 'boundaries/layer-imports', severity: 2, text: expect.stringContaining('src/shared sits below it') }]);
  });

  const layerError = (below: string) => ({ rule: 'boundaries/layer-imports', severity: 2, text: expect.stringContaining(`${below} sits below it`) });

  it('fails trpc importing a feature: the session comes in through the context, and composition sits in src/server/api', async () => {
    expect(
      await boundaryErrors(
        'src/server/trpc/boundary-fixture.ts',
        `import { resolveSessionUser } from '../features/auth';\nexport const r = resolveSessionUser;\n`,
      ),
    ).toEqual([layerError('src/server/trpc')]);
    expect(
      await boundaryErrors(
        'src/server/trpc/app-router.ts',
        `import { bookingsRouter } from '../features/bookings/bookings.router';\nexport const r = bookingsRouter;\n`,
      ),
    ).toContainEqual(layerError('src/server/trpc'));
  });

  it('fails the platform importing trpc, and a feature importing the composition or the HTTP edge', async () => {
    expect(
      await boundaryErrors(
        'src/server/platform/live/boundary-fixture.ts',
        `import { toTRPCError } from '../../trpc/error-mapping';\nexport const m = toTRPCError;\n`,
      ),
    ).toEqual([layerError('src/server/platform')]);
    expect(
      await boundaryErrors(
        'src/server/features/taxi/boundary-fixture.ts',
        `import { createApiCaller } from '../../api/caller';\nexport const c = createApiCaller;\n`,
      ),
    ).toEqual([layerError('src/server/features')]);
    expect(
      await boundaryErrors(
        'src/server/features/taxi/boundary-fixture.ts',
        `import { restRoutes } from '../../http/rest-routes';\nexport const r = restRoutes;\n`,
      ),
    ).toEqual([layerError('src/server/features')]);
  });

  it('fails the database layer importing the server: the demo seed is given the password hashing', async () => {
    expect(
      await boundaryErrors(
        'prisma-free-db/seeders/BoundaryFixture.ts',
        `import { hashPassword } from '../../src/server/features/auth/passwords';\nexport const h = hashPassword;\n`,
      ),
    ).toEqual([layerError('prisma-free-db')]);
  });

  it('fails bookings importing a feature that sells through it (one direction: shop, taxi, cargo and payments use bookings)', async () => {
    expect(
      await boundaryErrors('src/server/features/bookings/boundary-fixture.ts', `import { orderInventory } from '../shop';\nexport const o = orderInventory;\n`),
    ).toEqual([layerError('src/server/features/bookings')]);
    expect(
      await boundaryErrors('src/server/features/shop/boundary-fixture.ts', `import { getBooking } from '../bookings';\nexport const g = getBooking;\n`),
    ).toEqual([]);
  });
});

describe('the rest of the server', () => {
  it("fails a deep import into a feature from outside the features (http/shell.ts reading auth's sessions.ts)", async () => {
    const errors = await boundaryErrors(
      'src/server/http/boundary-fixture.ts',
      `import { readSessionToken } from '../features/auth/sessions';\nexport const r = readSessionToken;\n`,
    );
    expect(errors).toEqual([
      {
        rule: 'boundaries/feature-imports',
        severity: 2,
        text: expect.stringContaining("'../features/auth/sessions' reaches into the auth feature from outside the features"),
      },
    ]);
    expect(
      await boundaryErrors('src/server/http/boundary-fixture.ts', `import { readSessionToken } from '../features/auth';\nexport const r = readSessionToken;\n`),
    ).toEqual([]);
  });

  it("lets only the composition import a feature's router", async () => {
    expect(
      await boundaryErrors(
        'src/server/api/boundary-fixture.ts',
        `import { bookingsRouter } from '../features/bookings/bookings.router';\nexport const r = bookingsRouter;\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/server/api/boundary-fixture.ts',
        `import { holdInventory } from '../features/bookings/holds';\nexport const h = holdInventory;\n`,
      ),
    ).toEqual([
      { rule: 'boundaries/feature-imports', severity: 2, text: expect.stringContaining('reaches into the bookings feature from outside the features') },
    ]);
    expect(
      await boundaryErrors(
        'src/server/http/boundary-fixture.ts',
        `import { bookingsRouter } from '../features/bookings/bookings.router';\nexport const r = bookingsRouter;\n`,
      ),
    ).toHaveLength(1);
  });
});

/** Every relative import of a source file (type imports included), as repository paths. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const base = path.join(path.dirname(file), match[1] ?? match[2]);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((candidate) => sources.has(candidate));
    if (found) targets.push(found);
  }
  return targets;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
const sources = new Set([...walk('src'), ...walk('prisma-free-db')]);

/** 'a <-> b' for every two files that import each other. */
function twoFileCircles(graph: Map<string, Set<string>>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    [...targets].filter((target) => file < target && graph.get(target)?.has(file)).map((target) => `${file} <-> ${target}`),
  );
}

describe('import circles', () => {
  it('no two files import each other (each pair would be one idea split in two, or a layer reaching up)', () => {
    expect(twoFileCircles(new Map([...sources].map((file) => [file, new Set(relativeImports(file))])))).toEqual([]);
  });

  it('reads type imports too, and finds a pair when there is one', () => {
    expect(relativeImports('src/shared/cargo-pricing.ts')).toEqual([path.join('src/shared/schemas/cargo-types.ts')]);
    const graph = new Map([
      ['src/shared/cargo-pricing.ts', new Set(['src/shared/schemas/cargo.ts'])],
      ['src/shared/schemas/cargo.ts', new Set(['src/shared/cargo-pricing.ts', 'src/shared/schemas/text.ts'])],
    ]);
    expect(twoFileCircles(graph)).toEqual(['src/shared/cargo-pricing.ts <-> src/shared/schemas/cargo.ts']);
  });
});
