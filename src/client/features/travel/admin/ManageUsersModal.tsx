import { useState } from 'react';
import { Badge, Group, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { trpc } from '../../../lib/trpc';
import { NothingFound, QueryStatus } from '../ui/QueryStatus';

const PAGE_SIZE = 20;
const ROLE_COLORS: Record<string, string> = { admin: 'grape', staff: 'blue', traveller: 'gray' };

/** Manage Users: the accounts, newest first, searchable (staff-only on the server). */
export function ManageUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 600px)', true);
  return (
    <Modal opened={opened} onClose={onClose} title="Manage Users" size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close Manage Users' }}>
      <UserList />
    </Modal>
  );
}

function UserList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = trpc.users.list.useQuery({ page, pageSize: PAGE_SIZE, search: debounced || undefined });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search users"
        placeholder="Search username, email or name"
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
            {query.data.total} {query.data.total === 1 ? 'user' : 'users'}
          </Text>
          {query.data.items.length === 0 && <NothingFound title="No users found" />}
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
                  Joined {dayjs(user.createdAt).format('MMM D, YYYY')}
                </Text>
              </Stack>
              <Badge color={ROLE_COLORS[user.role] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
                {user.role}
              </Badge>
            </Group>
          ))}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" mx="auto" />}
        </>
      ) : (
        <QueryStatus label="users" isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Stack>
  );
}
