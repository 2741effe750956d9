// Settings: admins edit each brand (name, logo, theme, hosts, partner links, About
// text, contact details, business hours). The domain context reads the brand table on every
// request, so a saved change shows on every instance without a restart. A new logo is
// uploaded through the photo upload (owner 'brand'), which sets `logo` itself.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand } from '@db/entities/brand';
import { BRAND_THEMES, DESIGNED_LOGOS, type BrandSettings, type BrandThemeName, ZBrandUpdateRequest } from '@shared/schemas/branding';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { t } from '../../core/i18n';
import { changedFields, recordAudit, type AuditActor } from '../../core/audit';
import { fieldError } from '../../core/catalogue-query';

type BrandUpdate = z.output<typeof ZBrandUpdateRequest>;

function toSettings(brand: Brand): BrandSettings {
  return {
    id: brand.id,
    name: brand.name,
    theme: (BRAND_THEMES as readonly string[]).includes(brand.theme) ? (brand.theme as BrandThemeName) : 'ocean',
    variant: brand.variant,
    logo: brand.logo,
    domain: brand.domain,
    hosts: brand.hosts,
    hostPrefix: brand.hostPrefix ?? null,
    isDefault: brand.isDefault,
    partnerLinks: brand.partnerLinks,
    aboutText: brand.aboutText ?? null,
    contact: brand.contact,
    businessHours: brand.businessHours,
    emergencySupport: brand.emergencySupport,
    updatedAt: brand.updatedAt ? brand.updatedAt.toISOString() : null,
  };
}

export async function listBrandSettings(em: EntityManager): Promise<BrandSettings[]> {
  const brands = await em.find(Brand, {}, { orderBy: { isDefault: 'desc', id: 'asc' }, refresh: true });
  return brands.map(toSettings);
}

/**
 * The editable part of a brand, as the audit trail records it: one flat field per thing an
 * admin changes (an email, one day's hours), so an event shows just what changed.
 */
function snapshot(brand: Brand) {
  const settings = toSettings(brand);
  const dayKey = (day: string) => `hours${day[0].toUpperCase()}${day.slice(1)}`;
  return {
    name: settings.name,
    theme: settings.theme,
    logo: settings.logo,
    domain: settings.domain,
    hosts: settings.hosts.join(', '),
    hostPrefix: settings.hostPrefix,
    partnerLinks: settings.partnerLinks.map((link) => `${link.name} <${link.url}> (${link.kind})`).join(', '),
    aboutText: settings.aboutText,
    contactEmail: settings.contact.email,
    contactPhone: settings.contact.phone,
    contactWhatsapp: settings.contact.whatsapp,
    contactAddress: settings.contact.address,
    ...Object.fromEntries(settings.businessHours.map((hours) => [dayKey(hours.day), hours.open && hours.close ? `${hours.open}-${hours.close}` : null])),
    emergencySupport: settings.emergencySupport,
  };
}

/**
 * Saves a brand's settings. Hosts must stay unique across brands, and so must prefixes; all
 * brands are locked while checking, so two admins saving at once cannot both take one host.
 */
export async function updateBrandSettings(em: EntityManager, actor: AuditActor, input: BrandUpdate): Promise<BrandSettings> {
  return em.transactional(async (tx) => {
    const brands = await tx.find(Brand, {}, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
    const brand = brands.find((candidate) => candidate.id === input.id);
    if (!brand) throw notFound(t('backoffice:brand.notFound'));
    const others = brands.filter((candidate) => candidate.id !== brand.id);
    const hosts = [...new Set([input.domain, ...input.hosts])];
    for (const host of hosts) {
      const owner = others.find((other) => other.hosts.includes(host) || other.domain === host);
      if (owner) throw fieldError('hosts', t('backoffice:brand.hostTaken', { host, brand: owner.name }));
    }
    if (input.hostPrefix && others.some((other) => other.hostPrefix === input.hostPrefix))
      throw fieldError('hostPrefix', t('backoffice:brand.prefixTaken', { prefix: input.hostPrefix }));
    if (input.logo !== brand.logo && !(DESIGNED_LOGOS as readonly string[]).includes(input.logo)) throw fieldError('logo', t('backoffice:brand.logoChoice'));

    const before = snapshot(brand);
    brand.name = input.name;
    brand.theme = input.theme;
    brand.logo = input.logo;
    brand.domain = input.domain;
    brand.hosts = hosts;
    brand.hostPrefix = input.hostPrefix;
    brand.partnerLinks = input.partnerLinks;
    brand.aboutText = input.aboutText;
    brand.contact = input.contact;
    brand.businessHours = input.businessHours;
    brand.emergencySupport = input.emergencySupport;
    const change = changedFields(before, snapshot(brand));
    if (change) {
      brand.updatedAt = new Date();
      await tx.flush();
      await recordAudit(tx, actor, { action: 'brand.update', itemType: 'brand', itemId: brand.id, itemLabel: brand.name, ...change });
    }
    return toSettings(brand);
  });
}
