import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { Brand } from '../entities/brand';
import { PopularDestination } from '../entities/popular-destination';
import { TourPackage } from '../entities/tour-package';
import { demoBrands } from './demo/brands';
import { demoPopularDestinations } from './demo/popular-destinations';
import { demoTourPackages } from './demo/tour-packages';
import { upsertAll } from './upsert';

/**
 * Brands, tour packages and popular destinations of the demo catalogue. Brands and packages
 * that staff changed in the back office (updated_at set) keep the staff's version.
 */
export class CatalogueSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await upsertAll(em, Brand, demoBrands, { onConflictWhere: { updatedAt: null } });
    await upsertAll(em, TourPackage, demoTourPackages, { onConflictWhere: { updatedAt: null } });
    await upsertAll(em, PopularDestination, demoPopularDestinations);
  }
}
