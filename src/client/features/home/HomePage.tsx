import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeroBanner } from './HeroBanner';
import { SearchCard } from './SearchCard';
import { FeaturedDeals } from './FeaturedDeals';
import { OurServices } from './OurServices';
import { PopularDestinations } from './PopularDestinations';
import { MobileExclusiveBanner } from './MobileExclusiveBanner';
import { QuickActions } from './QuickActions';
import { PartnerAppsBanner } from './PartnerAppsBanner';
import { FLOATING_BUTTONS_CLEARANCE, FloatingButtons } from './FloatingButtons';
import type { ComponentType } from 'react';
import type { ServiceDialogRegistry } from './service-actions';
import { Deferred } from '../../components/Deferred';
import { usePageTitle } from '../../lib/page-title';

// 'Home': both described layouts merged into one screen with every element.
// The app shell passes the service dialogs and the chat panel of other features (features do
// not import each other).
// The bottom padding keeps the last cards clear of the floating buttons when scrolled to the
// end (and a focused card from being hidden under them: WCAG 2.4.11).
export function HomePage({ serviceDialogs, assistant }: { serviceDialogs?: ServiceDialogRegistry; assistant?: ComponentType<{ onClose: () => void }> }) {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  return (
    <>
      <HeroBanner />
      <Stack gap="xl" px="md" pb={FLOATING_BUTTONS_CLEARANCE} mt={-48} pos="relative">
        <SearchCard />
        {/* What is below the first screen renders after it has painted, a section per task. */}
        <Deferred>
          <FeaturedDeals />
        </Deferred>
        <Deferred>
          <OurServices dialogs={serviceDialogs} />
        </Deferred>
        <Deferred>
          <PopularDestinations />
        </Deferred>
        <Deferred>
          <MobileExclusiveBanner />
          <QuickActions />
          <PartnerAppsBanner />
        </Deferred>
      </Stack>
      <Deferred>
        <FloatingButtons assistant={assistant} />
      </Deferred>
    </>
  );
}
