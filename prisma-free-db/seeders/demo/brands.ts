// Demo brands. Hosts beginning with 'manasa.' show the flagged ManasaTours variant and hosts
// beginning with 'eco.' the eco variant, so both can be tried on one machine:
// http://manasa.localhost:3000 and http://eco.localhost:3000 (browsers resolve *.localhost
// to this machine). Any other host gets the default brand 'Tours'. Admins edit brands in
// Settings; the seed then leaves an edited brand alone (CatalogueSeeder).
import { DEFAULT_BUSINESS_HOURS } from '@shared/schemas/branding';
import { PARTNER_APPS, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_WHATSAPP_NUMBER } from '@shared/contact';

const demoContact = (email: string) => ({
  email,
  phone: SUPPORT_PHONE,
  whatsapp: SUPPORT_WHATSAPP_NUMBER,
  address: 'Sheikh Zayed Road, Dubai, United Arab Emirates',
});
const brandDetails = { aboutText: null, businessHours: DEFAULT_BUSINESS_HOURS, emergencySupport: true };

export const demoBrands = [
  {
    id: 'default',
    name: 'Tours',
    theme: 'ocean',
    variant: 'standard' as const,
    domain: 'tours.example',
    hosts: ['tours.example'],
    hostPrefix: null,
    isDefault: true,
    logo: '/images/brands/tours.svg',
    partnerLinks: [],
    contact: demoContact('support@tours.example'),
    ...brandDetails,
  },
  {
    id: 'manasa',
    name: 'ManasaTours',
    theme: 'safari',
    variant: 'manasa' as const,
    domain: 'manasatours.example',
    hosts: ['manasatours.example'],
    hostPrefix: 'manasa.',
    isDefault: false,
    logo: '/images/brands/manasa.svg',
    partnerLinks: PARTNER_APPS.map((app) => ({ name: app.name, url: app.url, kind: app.id })),
    contact: demoContact(SUPPORT_EMAIL),
    ...brandDetails,
  },
  {
    id: 'eco',
    name: 'EcoTours',
    theme: 'eco',
    variant: 'eco' as const,
    domain: 'ecotours.example',
    hosts: ['ecotours.example'],
    hostPrefix: 'eco.',
    isDefault: false,
    logo: '/images/brands/eco.svg',
    partnerLinks: [],
    contact: demoContact('support@ecotours.example'),
    ...brandDetails,
  },
];
