import { Suspense, useState } from 'react';
import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBed, IconCar, IconMap2, IconPackage, IconPlane, IconSteeringWheel } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SectionHeader } from '../../components/SectionHeader';
import type { ServiceDialogRegistry, ServiceId } from './service-actions';

const SERVICES: { id: ServiceId; title: string; subtitle: string; icon: typeof IconBed; color: string }[] = [
  { id: 'hotel', title: 'Hotels', subtitle: 'Best rates', icon: IconBed, color: 'blue' },
  { id: 'flight', title: 'Flights', subtitle: 'Worldwide', icon: IconPlane, color: 'cyan' },
  { id: 'car', title: 'Car Rental', subtitle: 'Self-drive', icon: IconCar, color: 'grape' },
  { id: 'taxi', title: 'Taxi', subtitle: 'Live tracking', icon: IconSteeringWheel, color: 'yellow' },
  { id: 'tours', title: 'Tours', subtitle: 'Safaris & more', icon: IconMap2, color: 'orange' },
  { id: 'cargo', title: 'Cargo', subtitle: 'Ship globally with tracking', icon: IconPackage, color: 'teal' },
];

export function OurServices({ dialogs = {} }: { dialogs?: ServiceDialogRegistry }) {
  const navigate = useNavigate();
  const [openService, setOpenService] = useState<ServiceId | null>(null);
  // A dialog's code loads when it is first opened, then stays mounted (state and animations).
  const [everOpened, setEverOpened] = useState<ServiceId[]>([]);

  const select = (id: ServiceId) => {
    if (id === 'tours') {
      navigate('/search?type=tours');
    } else if (dialogs[id]) {
      setOpenService(id);
      setEverOpened((ids) => (ids.includes(id) ? ids : [...ids, id]));
    } else {
      notifications.show({ title: 'Coming soon', message: `${SERVICES.find((s) => s.id === id)?.title} booking is coming soon.` });
    }
  };

  return (
    <section aria-labelledby="our-services">
      <SectionHeader title="Our Services" />
      <SimpleGrid cols={3} spacing="sm">
        {SERVICES.map(({ id, title, subtitle, icon: Icon, color }) => (
          <UnstyledButton key={id} onClick={() => select(id)} data-service={id} aria-label={title}>
            <Paper withBorder radius="md" p="sm" ta="center" h="100%">
              <ThemeIcon size={44} radius="xl" variant="light" color={color} mx="auto">
                <Icon size={24} />
              </ThemeIcon>
              <Text fw={700} size="sm" mt={6}>
                {title}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {subtitle}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Suspense fallback={null}>
        {everOpened.map((id) => {
          const Dialog = dialogs[id];
          return Dialog && <Dialog key={id} opened={openService === id} onClose={() => setOpenService(null)} />;
        })}
      </Suspense>
    </section>
  );
}
