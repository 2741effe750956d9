// Demo brands. Hosts beginning with 'manasa.' show the flagged ManasaTours variant and hosts
// beginning with 'eco.' the eco variant, so both can be tried on one machine:
// http://manasa.localhost:3000 and http://eco.localhost:3000 (browsers resolve *.localhost
// to this machine). Any other host gets the default brand 'Tours'.
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
  },
];
