import { useState } from 'react';
import { Badge, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_ROLES, type User, type UserRole } from '@shared/schemas/auth';
import { useFormat } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { PageNav } from '../ui/PageNav';
import { QueryState } from '../ui/QueryState';
import { UserActions } from './UserActions';

const PAGE_SIZE = 20;
export const ROLE_COLORS: Record<UserRole, string> = { admin: 'grape', staff: 'blue', traveller: 'gray' };

/** Manage Users: the accounts, searchable and by role, with what staff (and admins) may do to each. */
export function UsersPage() {
  const { t } = useTranslation(['backoffice', 'admin']);
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRole | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  // The shown list stays while a new search loads, so a row's open dialog is not unmounted.
  const query = trpc.users.list.useQuery(
    { page, pageSize: PAGE_SIZE, search: debounced || undefined, role: role ?? undefined },
    { refetchOnMount: 'always', placeholderData: (previous) => previous },
  );
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  return (
    <BackOfficePage title={t('admin:tools.users')} testId="users">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label={t('admin:users.search')}
          placeholder={t('admin:users.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          aria-label={t('users.roleFilter')}
          placeholder={t('users.allRoles')}
          clearable
          data={USER_ROLES.map((value) => ({ value, label: t(`admin:users.roles.${value}`) }))}
          value={role}
          onChange={(value) => {
            setRole(value as UserRole | null);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      {query.data ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('admin:users.count', { count: query.data.total, formatted: format.number(query.data.total) })}
          </Text>
          {query.data.items.length === 0 && (
            <Text c="dimmed" role="status">
              {t('admin:users.none')}
            </Text>
          )}
          {query.data.items.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
          <PageNav total={pages} value={page} onChange={setPage} />
        </Stack>
      ) : (
        <QueryState what={t('admin:users.things')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </BackOfficePage>
  );
}

function UserRow({ user }: { user: User }) {
  const { t } = useTranslation(['backoffice', 'admin']);
  const format = useFormat();
  const { user: me } = useCurrentUser();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="user-row" aria-label={user.username} component="article">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate dir="auto">
            {user.fullName ? `${user.fullName} (${user.username})` : user.username}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {t('admin:users.joined', { date: format.mediumDate(user.createdAt.slice(0, 10)) })}
          </Text>
          <Group gap={6} mt={2}>
            <Badge color={ROLE_COLORS[user.role]} variant="light">
              {t(`admin:users.roles.${user.role}`)}
            </Badge>
            {user.disabled && (
              <Badge color="red" variant="light">
                {t('users.disabled')}
              </Badge>
            )}
            {user.mustChangePassword && (
              <Badge color="orange" variant="light">
                {t('users.mustChangePassword')}
              </Badge>
            )}
          </Group>
        </Stack>
        {me && me.id !== user.id && <UserActions user={user} isAdmin={me.role === 'admin'} />}
      </Group>
    </Paper>
  );
}
