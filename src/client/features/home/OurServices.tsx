import { Suspense, useRef, useState } from 'react';
import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { showToast } from '../../lib/toast';
import { IconBed, IconCar, IconMap2, IconPackage, IconPlane, IconSteeringWheel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SectionHeader } from '../../components/SectionHeader';
import type { ServiceDialogRegistry, ServiceId } from './service-actions';

const SERVICES: { id: ServiceId; icon: typeof IconBed; color: string }[] = [
  { id: 'hotel', icon: IconBed, color: 'blue' },
  { id: 'flight', icon: IconPlane, color: 'cyan' },
  { id: 'car', icon: IconCar, color: 'grape' },
  { id: 'taxi', icon: IconSteeringWheel, color: 'yellow' },
  { id: 'tours', icon: IconMap2, color: 'orange' },
  { id: 'cargo', icon: IconPackage, color: 'teal' },
];

export function OurServices({ dialogs = {} }: { dialogs?: ServiceDialogRegistry }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [openService, setOpenService] = useState<ServiceId | null>(null);
  // A dialog's code loads when it is first opened, then stays mounted (state and animations).
  const [everOpened, setEverOpened] = useState<ServiceId[]>([]);
  const tiles = useRef<Partial<Record<ServiceId, HTMLButtonElement | null>>>({});
  // A dialog whose code loads on first use mounts already open, so Mantine has no element to
  // give focus back to: the tile that opened it takes it back (WCAG 2.4.3).
  const close = (id: ServiceId) => {
    setOpenService(null);
    window.setTimeout(() => tiles.current[id]?.focus(), 0);
  };

  const select = (id: ServiceId) => {
    if (id === 'tours') {
      navigate('/search?type=tours');
    } else if (dialogs[id]) {
      setOpenService(id);
      setEverOpened((ids) => (ids.includes(id) ? ids : [...ids, id]));
    } else {
      showToast({ title: t('common:comingSoon'), message: t('services.comingSoon', { service: t(`services.${id}.title`) }) });
    }
  };

  return (
    <section aria-labelledby="our-services">
      <SectionHeader id="our-services" title={t('ourServices')} />
      <SimpleGrid cols={3} spacing="sm">
        {SERVICES.map(({ id, icon: Icon, color }) => (
          // Named by its title; the subtitle is its description (so the name is exactly the label).
          <UnstyledButton
            key={id}
            ref={(element: HTMLButtonElement | null) => {
              tiles.current[id] = element;
            }}
            onClick={() => select(id)}
            data-service={id}
            aria-describedby={`service-${id}-text`}
          >
            <Paper withBorder radius="md" p="sm" ta="center" h="100%">
              <ThemeIcon size={44} radius="xl" variant="light" color={color} mx="auto" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Text fw={700} size="sm" mt={6}>
                {t(`services.${id}.title`)}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} id={`service-${id}-text`} aria-hidden>
                {t(`services.${id}.subtitle`)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Suspense fallback={null}>
        {everOpened.map((id) => {
          const Dialog = dialogs[id];
          return Dialog && <Dialog key={id} opened={openService === id} onClose={() => close(id)} />;
        })}
      </Suspense>
    </section>
  );
}
