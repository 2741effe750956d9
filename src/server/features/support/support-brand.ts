// Which brand a support message belongs to, and its business address. Each brand's support
// address is the contact e-mail its admins set in Settings, else support@<its domain>
// (branding's supportAddress): the /contact card and About show it, replies are sent from it,
// and the inbound SMTP listener accepts mail for it (unless INBOUND_SMTP_RECIPIENTS says otherwise).
import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand } from '@db/entities/brand';
import type { AppConfig } from '../../config';
import { brandForHost, supportAddress } from '../branding';

export interface SupportBrand {
  /** null only when no brand is configured at all. */
  id: string | null;
  name: string;
  domain: string;
  /** The brand's contact e-mail, else support@<domain>. */
  address: string;
}

const toSupportBrand = (brand: Pick<Brand, 'id' | 'name' | 'domain' | 'contact'>): SupportBrand => ({
  id: brand.id,
  name: brand.name,
  domain: brand.domain,
  address: supportAddress(brand),
});

const FALLBACK: SupportBrand = { id: null, name: 'Tours', domain: 'localhost', address: 'support@localhost' };

export async function brandOfHost(em: EntityManager, host: string): Promise<SupportBrand> {
  const brand = brandForHost(await em.find(Brand, {}), host.toLowerCase());
  return brand ? toSupportBrand(brand) : FALLBACK;
}

/** A thread's brand (null: the default brand). */
export async function brandById(em: EntityManager, id: string | null | undefined): Promise<SupportBrand> {
  const brand = id ? await em.findOne(Brand, id) : null;
  if (brand) return toSupportBrand(brand);
  const fallback = await em.findOne(Brand, { isDefault: true });
  return fallback ? toSupportBrand(fallback) : FALLBACK;
}

/** The brand whose support address (or domain) received a mail; the default brand otherwise. */
export async function brandOfRecipient(em: EntityManager, address: string): Promise<SupportBrand> {
  const recipient = address.trim().toLowerCase();
  const domain = recipient.split('@')[1] ?? '';
  const brands = (await em.find(Brand, {})).map(toSupportBrand);
  const brand = brands.find((candidate) => candidate.address.toLowerCase() === recipient) ?? brands.find((candidate) => candidate.domain === domain);
  return brand ?? brandById(em, null);
}

/** The addresses the inbound listener takes mail for (lower-case). */
export async function acceptedRecipients(em: EntityManager, config: AppConfig): Promise<Set<string>> {
  if (config.INBOUND_SMTP_RECIPIENTS) {
    return new Set(
      config.INBOUND_SMTP_RECIPIENTS.split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  const brands = await em.find(Brand, {});
  return new Set(brands.map((brand) => toSupportBrand(brand).address.toLowerCase()));
}

/** The From of outbound mail: MAIL_FROM, else '"<Brand> Support" <support@domain>'. */
export function fromAddress(config: AppConfig, brand: SupportBrand): string {
  return config.MAIL_FROM ?? `"${brand.name.replace(/["\\]/g, '')} Support" <${brand.address}>`;
}
