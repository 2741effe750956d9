import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { AccountsSeeder } from './AccountsSeeder';
import { CatalogueSeeder } from './CatalogueSeeder';
import { TravelSeeder } from './TravelSeeder';
import { TaxiSeeder } from './TaxiSeeder';
import { MarketplaceSeeder } from './MarketplaceSeeder';
import { DemoReviewsSeeder } from './DemoReviewsSeeder';
import type { DemoSeedContext } from './demo-seed-context';

// Loads the demo catalogue. Every seeder is idempotent (upserts by key), so this runs at
// every start. Features add their seeders to the list, in dependency order.
export class DatabaseSeeder extends Seeder<DemoSeedContext> {
  async run(em: EntityManager, context?: DemoSeedContext): Promise<void> {
    if (!context) throw new Error("The demo seed needs the app's password hashing (DemoSeedContext)");
    return this.call(em, [AccountsSeeder, CatalogueSeeder, TravelSeeder, DemoReviewsSeeder, TaxiSeeder, MarketplaceSeeder], context);
  }
}
