import type { ReactNode } from 'react';
import { Alert, Avatar, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconChevronRight, IconKey, IconLogout, IconUserCircle, IconUserEdit } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/money';
import type { Profile } from '../../../shared/schemas/profile';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser, useLogout, userInitials } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ChangePasswordModal } from './ChangePasswordModal';
import { EditProfileModal } from './EditProfileModal';

const TIER_COLORS: Record<Profile['loyalty']['tier'], string> = { Silver: 'gray', Gold: 'yellow', Platinum: 'grape' };

// /profile: the signed-in user's real profile (shared/PRODUCT.md): details, stats and loyalty
// computed from their confirmed bookings, and working Edit Profile, Change Password, Sign Out.
export function ProfilePage() {
  const { user, checking } = useCurrentUser();
  if (user) return <SignedInProfile />;
  if (checking) return <PageLoader label="Loading your profile" />;
  return <SignedOutProfile />;
}

function SignedOutProfile() {
  return (
    <PageNotice
      icon={<IconUserCircle size={36} />}
      title="Your profile"
      description="Sign in to see your trips, loyalty points and member tier, and to manage your account."
      actions={
        <Group mt="xs">
          <Button onClick={() => openAuthDialog('login')}>Login</Button>
          <Button variant="outline" onClick={() => openAuthDialog('register')}>
            Register
          </Button>
        </Group>
      }
    />
  );
}

function SignedInProfile() {
  const profile = trpc.profile.get.useQuery();
  const { logout, loggingOut } = useLogout();
  const [editing, edit] = useDisclosure(false);
  const [changingPassword, changePassword] = useDisclosure(false);

  if (profile.isPending) return <PageLoader label="Loading your profile" />;
  if (profile.isError) {
    return (
      <Stack p="md">
        <Alert color="red" title="Could not load your profile">
          {errorMessage(profile.error)}
        </Alert>
        <Button variant="light" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  const { user, stats, loyalty, memberSince } = profile.data;
  const displayName = user.fullName ?? user.username;
  return (
    <Stack gap="md" p="md">
      <Paper withBorder radius="lg" p="lg">
        <Stack align="center" gap={4} ta="center">
          <Avatar size={80} radius="xl" color="initials" name={displayName}>
            {userInitials(user)}
          </Avatar>
          <Title order={2} mt="xs" fz={22}>
            {displayName}
          </Title>
          {user.fullName && (
            <Text size="sm" c="dimmed">
              @{user.username}
            </Text>
          )}
          <Text size="sm">{user.email}</Text>
          {user.phone && <Text size="sm">{user.phone}</Text>}
          <Text size="xs" c="dimmed">
            Member since {dayjs(memberSince).format('MMMM YYYY')}
          </Text>
          <Badge mt={6} size="lg" variant="light" tt="none" color={TIER_COLORS[loyalty.tier]}>
            {`${loyalty.tier} Member`}
          </Badge>
        </Stack>
      </Paper>

      <SimpleGrid cols={3} spacing="sm">
        <StatTile value={String(stats.trips)} label="Trips" />
        <StatTile value={formatMoney(stats.totalSpent)} label="Spent" />
        <StatTile value={stats.points.toLocaleString('en-US')} label="Points" />
      </SimpleGrid>

      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" mb={8}>
          <Text fw={700}>Loyalty progress</Text>
          <Badge variant="outline" tt="none" color={TIER_COLORS[loyalty.tier]}>
            {loyalty.tier}
          </Badge>
        </Group>
        {loyalty.progressTarget !== null && loyalty.nextTier ? (
          <>
            <Progress
              value={Math.min(100, (loyalty.progress / loyalty.progressTarget) * 100)}
              size="lg"
              radius="xl"
              aria-label={`Loyalty progress to ${loyalty.nextTier}`}
            />
            <Text size="sm" c="dimmed" mt={8}>
              {`${loyalty.progress} / ${loyalty.progressTarget} points to ${loyalty.nextTier}`}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            You have reached the top tier. Thank you for travelling with us!
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={6}>
          1 point for every $3 of confirmed bookings.
        </Text>
      </Paper>

      <Paper withBorder radius="lg" p={4}>
        <Stack gap={0}>
          <MenuButton icon={<IconUserEdit size={20} />} label="Edit Profile" onClick={edit.open} />
          <MenuButton icon={<IconKey size={20} />} label="Change Password" onClick={changePassword.open} />
          <MenuButton icon={<IconCalendarEvent size={20} />} label="My Bookings" to="/bookings" />
        </Stack>
      </Paper>

      <Button color="red" variant="light" size="md" leftSection={<IconLogout size={18} />} loading={loggingOut} onClick={() => void logout()}>
        Sign Out
      </Button>

      <EditProfileModal opened={editing} onClose={edit.close} user={user} />
      <ChangePasswordModal opened={changingPassword} onClose={changePassword.close} />
    </Stack>
  );
}

function StatTile({ value, label }: { value: string; label: string }) {
  return (
    <Paper withBorder radius="lg" py="sm" px={4} ta="center">
      <Text fw={800} fz={20} lh={1.2} c="var(--mantine-primary-color-filled)">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

function MenuButton({ icon, label, onClick, to }: { icon: ReactNode; label: string; onClick?: () => void; to?: string }) {
  const look = {
    variant: 'subtle',
    color: 'dark',
    size: 'md',
    fullWidth: true,
    leftSection: icon,
    rightSection: <IconChevronRight size={18} />,
    styles: { label: { flex: 1 } },
  } as const;
  return to ? (
    <Button component={Link} to={to} {...look}>
      {label}
    </Button>
  ) : (
    <Button onClick={onClick} {...look}>
      {label}
    </Button>
  );
}
