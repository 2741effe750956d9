import { useState } from 'react';
import { Badge, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '../../../components/AppModal';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { NothingFound, QueryStatus } from '../ui/QueryStatus';

const PAGE_SIZE = 20;
const ROLE_COLORS: Record<string, string> = { admin: 'grape', staff: 'blue', traveller: 'gray' };

/** Manage Users: the accounts, newest first, searchable (staff-only on the server). */
export function ManageUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'travel']);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('tools.users')} fullScreenOnPhone>
      <UserList />
    </AppModal>
  );
}

function UserList() {
  const { t } = useTranslation(['admin', 'travel']);
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = trpc.users.list.useQuery({ page, pageSize: PAGE_SIZE, search: debounced || undefined });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {query.data ? (
        <>
          <Text size="sm" c="dimmed">
            {t('users.count', { count: query.data.total, formatted: format.number(query.data.total) })}
          </Text>
          {query.data.items.length === 0 && <NothingFound title={t('users.none')} />}
          {query.data.items.map((user) => (
            <Group key={user.id} justify="space-between" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              <Stack gap={0} miw={0}>
                <Text fw={600} truncate>
                  {user.fullName ? `${user.fullName} (${user.username})` : user.username}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('users.joined', { date: format.mediumDate(user.createdAt.slice(0, 10)) })}
                </Text>
              </Stack>
              <Badge color={ROLE_COLORS[user.role] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
                {t(`users.roles.${user.role}`)}
              </Badge>
            </Group>
          ))}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="lg" mx="auto" getControlProps={(control) => ({ 'aria-label': t(`users.page.${control}`) })} getItemProps={(item) => ({ 'aria-label': t('users.page.number', { page: item }) })} />}
        </>
      ) : (
        <QueryStatus label={t('users.things')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Stack>
  );
}
