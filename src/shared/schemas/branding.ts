import { z } from 'zod';
import { BRAND_VARIANTS } from '../brand-variants';
import { plainText, zText } from './text';

export { BRAND_VARIANTS } from '../brand-variants';

/** Colour schemes of the client (src/client/app/theme.ts BRAND_PALETTES). */
export const BRAND_THEMES = ['ocean', 'safari', 'eco'] as const;
export type BrandThemeName = (typeof BRAND_THEMES)[number];

/** What a partner site offers; the client names each kind in the reader's language. */
export const PARTNER_KINDS = ['hotelBooking', 'stayRentals', 'flights', 'carRental', 'tours', 'other'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The designed logos shipped with the app (public/images/brands), one per seeded brand. */
export const DESIGNED_LOGOS = ['/images/brands/tours.svg', '/images/brands/manasa.svg', '/images/brands/eco.svg'] as const;

export const MAX_PARTNER_LINKS = 4;
export const MAX_BRAND_HOSTS = 10;

const urlLabel = '[A-Za-z0-9]{1,20}(?:-[A-Za-z0-9]{1,20}){0,2}';
export const ZPartnerLink = z.object({
  name: zText({ max: 60 }),
  url: plainText(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(500, 'Use at most 500 characters'))
    // Documented narrower than the URL parser: a last label starting with a letter (one of
    // digits reads as an IPv4 address), no '--' (IDNA), a port below 65000.
    .meta({
      pattern: `^https?://(?:${urlLabel}\\.){0,4}[A-Za-z][A-Za-z0-9]{0,19}(?:-[A-Za-z0-9]{1,20}){0,2}(?::(?:[1-9]\\d{0,3}|[1-5]\\d{4}|6[0-4]\\d{3}))?(?:[/?#][!-~]*)?$`,
    }),
  kind: z.enum(PARTNER_KINDS),
});
export type PartnerLink = z.infer<typeof ZPartnerLink>;

const CLOCK_TIME_DOC = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' } as const;
const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, e.g. 09:00');

/** One day's opening hours; open and close null: closed that day. */
export const ZOpeningHours = z
  .object({ day: z.enum(WEEKDAYS), open: ZClockTime.nullable(), close: ZClockTime.nullable() })
  .refine((hours) => (hours.open === null) === (hours.close === null), { message: 'Give both opening and closing times, or neither (closed)', path: ['close'] })
  .refine((hours) => hours.open === null || hours.close === null || hours.open < hours.close, { message: 'Must be after the opening time', path: ['close'] })
  // Both times or neither, as the document states it (that close comes after open, it cannot).
  .meta({ anyOf: [{ properties: { open: { type: 'null' }, close: { type: 'null' } } }, { properties: { open: CLOCK_TIME_DOC, close: CLOCK_TIME_DOC } }] });
export type OpeningHours = z.infer<typeof ZOpeningHours>;

/** Monday to Sunday, each once, in that order. */
export const ZBusinessHours = z
  .array(ZOpeningHours)
  .length(7, 'Give the hours of all seven days')
  .refine((days) => days.every((hours, index) => hours.day === WEEKDAYS[index]), 'List the days from Monday to Sunday');

export const ZBrandContact = z.object({
  email: z.email('Enter a valid email address').max(254).nullable(),
  phone: plainText(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{4,30}$/, 'Enter a phone number (digits, spaces, + ( ) -)'),
  )
    // Documented without the spaces around it that trimming would drop.
    .meta({ pattern: '^\\+?[0-9][0-9 ()-]{3,29}[0-9()-]$' })
    .nullable(),
  /** International number, digits only (wa.me links take it so). */
  whatsapp: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{6,14}$/, 'Digits only, with the country code, e.g. 971500000000')
    .nullable(),
  address: zText({ max: 300, multiline: true }).nullable(),
});
export type BrandContact = z.infer<typeof ZBrandContact>;

// Branding.name, branding.theme, domain and the flag. `is{product}` and
// isManasaTours are one flag (shared/PRODUCT.md); `variant` also names the eco variant.
// The rest is the brand's own settings, edited by admins and read by every screen
// that shows them (logo, partner apps, About, Contact).
export const ZDomainContext = z.object({
  branding: z.object({ name: z.string(), theme: z.string(), logo: z.string() }),
  domain: z.string(),
  isManasaTours: z.boolean(),
  variant: z.enum(BRAND_VARIANTS),
  partnerLinks: z.array(ZPartnerLink),
  /** The brand's own About text; null: the app's text for its variant. */
  aboutText: z.string().nullable(),
  contact: ZBrandContact,
  businessHours: z.array(ZOpeningHours),
  /** Emergency support around the clock ('24/7'). */
  emergencySupport: z.boolean(),
});
export type DomainContext = z.infer<typeof ZDomainContext>;

const hostLabel = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host label in either case, as the document states it (the schema lowercases first). */
const anyCaseLabel = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
export const ZHostName = plainText(z.string())
  .pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(253, 'Use at most 253 characters')
      .regex(new RegExp(`^${hostLabel}(\\.${hostLabel})*$`), 'Enter a host name such as tours.example.com (no scheme, port or path)'),
  )
  .meta({ maxLength: 253, pattern: `^${anyCaseLabel}(\\.${anyCaseLabel})*$` });

/** Settings of one brand as admins see and edit them. */
export const ZBrandSettings = z.object({
  id: z.string(),
  name: z.string(),
  theme: z.enum(BRAND_THEMES),
  variant: z.enum(BRAND_VARIANTS),
  logo: z.string(),
  domain: z.string(),
  hosts: z.array(z.string()),
  hostPrefix: z.string().nullable(),
  isDefault: z.boolean(),
  partnerLinks: z.array(ZPartnerLink),
  aboutText: z.string().nullable(),
  contact: ZBrandContact,
  businessHours: z.array(ZOpeningHours),
  emergencySupport: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type BrandSettings = z.infer<typeof ZBrandSettings>;

export const ZBrandUpdateRequest = z.object({
  id: zText({ max: 50 }).describe('Brand id, e.g. manasa'),
  name: zText({ max: 60 }),
  theme: z.enum(BRAND_THEMES, { error: `Choose ${BRAND_THEMES.join(', ')}` }),
  /** A designed logo, or the brand's current (uploaded) logo. Upload a new one through the photo upload. */
  logo: zText({ max: 300 }),
  domain: ZHostName,
  hosts: z.array(ZHostName).max(MAX_BRAND_HOSTS, `At most ${MAX_BRAND_HOSTS} hosts`),
  // Control characters are named as such before the shape is checked.
  hostPrefix: plainText(z.string())
    .pipe(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.$/, "A first label and a dot, e.g. 'manasa.'"),
    )
    .meta({ pattern: `^${anyCaseLabel}\\.$` })
    .nullable(),
  partnerLinks: z.array(ZPartnerLink).max(MAX_PARTNER_LINKS, `At most ${MAX_PARTNER_LINKS} partner links`),
  aboutText: zText({ max: 2000, multiline: true }).nullable(),
  contact: ZBrandContact,
  businessHours: ZBusinessHours,
  emergencySupport: z.boolean(),
});
export type BrandUpdateRequest = z.input<typeof ZBrandUpdateRequest>;

/** Mon-Fri 9:00-18:00, Sat 10:00-16:00, Sun 12:00-16:00 (emergency support 24/7). */
export const DEFAULT_BUSINESS_HOURS: OpeningHours[] = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, open: '09:00', close: '18:00' })),
  { day: 'sat', open: '10:00', close: '16:00' },
  { day: 'sun', open: '12:00', close: '16:00' },
];

export const EMPTY_CONTACT: BrandContact = { email: null, phone: null, whatsapp: null, address: null };
