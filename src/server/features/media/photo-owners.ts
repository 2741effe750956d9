// What photos can belong to, and how to find that item: the upload checks that the owner
// exists (404 otherwise) and names it in the audit trail. A feature whose items get photos
// adds its type to PHOTO_OWNER_TYPES (shared/schemas/photos.ts) and an entry here.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand } from '@db/entities/brand';
import { Car } from '@db/entities/car';
import { Hotel } from '@db/entities/hotel';
import { Product } from '@db/entities/product';
import { TourPackage } from '@db/entities/tour-package';
import type { PhotoOwnerType } from '@shared/schemas/photos';
import type { UserRole } from '@shared/schemas/auth';

export interface PhotoOwnerInfo {
  /** What the audit trail calls the item. */
  label: string;
}

interface OwnerKind {
  find(em: EntityManager, id: string): Promise<PhotoOwnerInfo | null>;
  /** Who may change this kind's photos (a brand's logo is a setting: admins only). */
  roles: readonly UserRole[];
}

const STAFF = ['staff', 'admin'] as const;

export const PHOTO_OWNERS: Record<PhotoOwnerType, OwnerKind> = {
  tour: {
    roles: STAFF,
    find: async (em, id) => {
      const tour = await em.findOne(TourPackage, id, { fields: ['name'] });
      return tour && { label: tour.name };
    },
  },
  hotel: {
    roles: STAFF,
    find: async (em, id) => {
      const hotel = await em.findOne(Hotel, id, { fields: ['name'] });
      return hotel && { label: hotel.name };
    },
  },
  car: {
    roles: STAFF,
    find: async (em, id) => {
      const car = await em.findOne(Car, id, { populate: ['location'], fields: ['brand', 'model', 'location.name'] });
      return car && { label: `${car.brand} ${car.model} (${car.location.name})` };
    },
  },
  product: {
    roles: STAFF,
    find: async (em, id) => {
      const product = await em.findOne(Product, id, { fields: ['name'] });
      return product && { label: product.name };
    },
  },
  brand: {
    roles: ['admin'],
    find: async (em, id) => {
      const brand = await em.findOne(Brand, id, { fields: ['name'] });
      return brand && { label: brand.name };
    },
  },
};
