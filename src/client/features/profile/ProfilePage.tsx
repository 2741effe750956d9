import type { ReactNode } from 'react';
import { Alert, Avatar, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconChevronRight, IconKey, IconLogout, IconUserCircle, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@shared/schemas/profile';
import { LanguagePicker } from '../../components/LanguagePicker';
import { CurrencyPicker } from '../../components/CurrencyPicker';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { useFormat } from '../../i18n/format';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useLogout, userInitials } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ChangePasswordModal } from './ChangePasswordModal';
import { EditProfileModal } from './EditProfileModal';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { PointsHistory } from './PointsHistory';
import { SecuritySection } from './SecuritySection';
import { PrivacySection } from './PrivacySection';
import { SavedTravellersSection } from './SavedTravellersSection';
import { WELCOME_POINTS } from '@shared/loyalty';
import { usePageTitle } from '../../lib/page-title';
import { SignedInGate } from '../../components/SignedInGate';
import { usePriceFormat } from '../../lib/display-currency';

const TIER_COLORS: Record<Profile['loyalty']['tier'], string> = { Silver: 'gray', Gold: 'yellow', Platinum: 'grape' };

// /profile: the signed-in user's real profile (shared/PRODUCT.md): details, stats and loyalty
// computed from their confirmed bookings, the app language, and working Edit Profile, Change
// Password, Sign Out.
export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('common:nav.profile'));
  return (
    <SignedInGate checkingLabel={t('loading')} signedOut={<SignedOutProfile />}>
      {() => <SignedInProfile />}
    </SignedInGate>
  );
}

function SignedOutProfile() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap={0}>
      <PageNotice
        icon={<IconUserCircle size={36} />}
        title={t('signedOut.title')}
        description={t('signedOut.text')}
        actions={
          <Group mt="xs">
            <Button onClick={() => openAuthDialog('login')}>{t('auth:login')}</Button>
            <Button variant="outline" onClick={() => openAuthDialog('register')}>
              {t('auth:register')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="lg" p="md" mx="md">
        <Stack gap="md">
          <LanguagePicker />
          <CurrencyPicker />
        </Stack>
      </Paper>
    </Stack>
  );
}

function SignedInProfile() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const prices = usePriceFormat();
  const profile = trpc.profile.get.useQuery();
  const { logout, loggingOut } = useLogout();
  const [editing, edit] = useDisclosure(false);
  const [changingPassword, changePassword] = useDisclosure(false);

  if (profile.isPending) return <PageLoader label={t('loading')} />;
  if (profile.isError) {
    return (
      <Stack p="md">
        <Alert color="red" title={t('loadFailed')}>
          {errorMessage(profile.error)}
        </Alert>
        <Button variant="light" onClick={() => void profile.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Stack>
    );
  }

  const { user, stats, loyalty, memberSince } = profile.data;
  const displayName = user.fullName ?? user.username;
  const tier = t(`tiers.${loyalty.tier}`);
  return (
    <Stack gap="md" p="md">
      <Paper withBorder radius="lg" p="lg">
        <Stack align="center" gap={4} ta="center">
          <Avatar size={80} radius="xl" color="initials" name={displayName} aria-hidden>
            {userInitials(user)}
          </Avatar>
          <Title order={1} mt="xs" fz={22}>
            {displayName}
          </Title>
          {user.fullName && (
            <Text size="sm" c="dimmed" dir="ltr">
              @{user.username}
            </Text>
          )}
          <Text size="sm" dir="ltr">
            {user.email}
          </Text>
          {user.phone && (
            <Text size="sm" dir="ltr">
              {user.phone}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('memberSince', { date: format.monthYear(memberSince) })}
          </Text>
          <Badge mt={6} size="lg" variant="light" tt="none" color={TIER_COLORS[loyalty.tier]}>
            {t('tierMember', { tier })}
          </Badge>
        </Stack>
      </Paper>

      <EmailVerificationNotice profile={profile.data} />

      <SimpleGrid cols={3} spacing="sm">
        <StatTile value={format.number(stats.trips)} label={t('stats.trips')} />
        <StatTile value={prices.money(stats.totalSpent)} label={t('stats.spent')} />
        <StatTile value={format.number(stats.points)} label={t('stats.points')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8} ta="center">
        {t('stats.tripsHint')}
      </Text>

      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" mb={8}>
          <Text fw={700} id="loyalty-progress">
            {t('loyalty.title')}
          </Text>
          <Badge variant="outline" tt="none" color={TIER_COLORS[loyalty.tier]}>
            {tier}
          </Badge>
        </Group>
        {loyalty.progressTarget !== null && loyalty.nextTier ? (
          <>
            <Progress
              value={Math.min(100, (loyalty.progress / loyalty.progressTarget) * 100)}
              size="lg"
              radius="xl"
              aria-label={t('loyalty.progressLabel', { tier: t(`tiers.${loyalty.nextTier}`) })}
            />
            <Text size="sm" c="dimmed" mt={8}>
              {t('loyalty.progress', { progress: loyalty.progress, target: loyalty.progressTarget, tier: t(`tiers.${loyalty.nextTier}`) })}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('loyalty.top')}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={6}>
          {t('loyalty.rule', { amount: format.wholeMoney(3), welcome: format.number(WELCOME_POINTS) })}
        </Text>
        <PointsHistory />
      </Paper>

      <Paper withBorder radius="lg" p={4}>
        <Stack gap={0}>
          <MenuButton icon={<IconUserEdit size={20} />} label={t('menu.editProfile')} onClick={edit.open} />
          <MenuButton icon={<IconKey size={20} />} label={t('menu.changePassword')} onClick={changePassword.open} />
          <MenuButton icon={<IconCalendarEvent size={20} />} label={t('common:nav.myBookings')} to="/bookings" />
        </Stack>
      </Paper>

      <SavedTravellersSection />

      <SecuritySection />

      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <LanguagePicker />
          <CurrencyPicker />
        </Stack>
      </Paper>

      <PrivacySection />

      <Button
        color="red"
        variant="light"
        size="md"
        leftSection={<IconLogout size={18} className="flip-rtl" />}
        loading={loggingOut}
        onClick={() => void logout()}
      >
        {t('signOut')}
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
    h: 48,
    fullWidth: true,
    leftSection: icon,
    rightSection: <IconChevronRight size={18} className="flip-rtl" />,
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
