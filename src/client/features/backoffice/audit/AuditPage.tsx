import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_ITEM_TYPES, type AuditEvent, type AuditItemType } from '@shared/schemas/audit';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { auditValueText } from './audit-values';
import { QueryState } from '../ui/QueryState';

const PAGE = 30;
/** An id as staff see them in URLs and the package manager (not language). */
const ITEM_ID_EXAMPLE = 'tour-1';

/** The staff members (staff and admins) to filter by. */
function useStaffMembers() {
  const staff = trpc.users.list.useQuery({ role: 'staff', pageSize: 100 });
  const admins = trpc.users.list.useQuery({ role: 'admin', pageSize: 100 });
  return [...(admins.data?.items ?? []), ...(staff.data?.items ?? [])].map((user) => ({ value: user.id, label: user.username }));
}

/** Audit Trail: every change staff made, newest first, by staff member and by item. Filters live in the URL. */
export function AuditPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const actorId = params.get('actorId') ?? undefined;
  const itemTypeParam = params.get('itemType');
  const itemType = AUDIT_ITEM_TYPES.includes(itemTypeParam as AuditItemType) ? (itemTypeParam as AuditItemType) : undefined;
  const [itemId, setItemId] = useState(params.get('itemId') ?? '');
  const [debouncedItemId] = useDebouncedValue(itemId.trim(), 300);
  const staff = useStaffMembers();
  const setParam = (name: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const events = trpc.audit.list.useInfiniteQuery(
    { actorId, itemType, itemId: debouncedItemId || undefined, limit: PAGE },
    { getNextPageParam: (last) => last.nextCursor ?? undefined, refetchOnMount: 'always' },
  );
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <BackOfficePage title={t('audit.title')} testId="audit">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('audit.staffMember')}
          placeholder={t('audit.anyone')}
          clearable
          searchable
          data={staff}
          value={actorId ?? null}
          onChange={(value) => setParam('actorId', value)}
          style={{ flex: '1 1 180px' }}
        />
        <Select
          label={t('audit.itemType')}
          placeholder={t('audit.anyItem')}
          clearable
          data={AUDIT_ITEM_TYPES.map((type) => ({ value: type, label: t(`audit.items.${type}`) }))}
          value={itemType ?? null}
          onChange={(value) => setParam('itemType', value)}
          style={{ flex: '1 1 150px' }}
        />
        <TextInput
          label={t('audit.itemId')}
          placeholder={ITEM_ID_EXAMPLE}
          value={itemId}
          onChange={(event) => {
            setItemId(event.currentTarget.value);
            setParam('itemId', event.currentTarget.value.trim() || null);
          }}
          style={{ flex: '1 1 150px' }}
          dir="ltr"
        />
      </Group>
      {events.data ? (
        <Stack gap="xs">
          {items.length === 0 && (
            <Text c="dimmed" role="status">
              {t('audit.none')}
            </Text>
          )}
          {items.map((event) => (
            <AuditEventCard key={event.id} event={event} />
          ))}
          {events.hasNextPage && (
            <Button variant="light" onClick={() => void events.fetchNextPage()} loading={events.isFetchingNextPage} style={{ alignSelf: 'center' }}>
              {t('audit.more')}
            </Button>
          )}
        </Stack>
      ) : (
        <QueryState what={t('audit.things')} isPending={events.isPending} error={events.error} onRetry={() => void events.refetch()} />
      )}
    </BackOfficePage>
  );
}

function AuditEventCard({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="audit-event" aria-label={t(`audit.actions.${event.action}`)}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={0}>
          <Text fw={700} size="sm">
            {t(`audit.actions.${event.action}`)}
          </Text>
          <Text size="sm">
            <Badge variant="light" color="gray" size="sm" me={6}>
              {t(`audit.items.${event.itemType}`)}
            </Badge>
            {event.itemLabel ?? event.itemId}{' '}
            <Text span size="xs" c="dimmed" dir="ltr">
              ({event.itemId})
            </Text>
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" fw={600} dir="auto">
            {event.actor.username}
          </Text>
          <Text size="xs" c="dimmed">
            {format.instantDateTime(event.at)}
          </Text>
        </Stack>
      </Group>
      {fields.length > 0 && (
        <Table mt={6} fz="xs" verticalSpacing={2} withRowBorders={false} style={{ tableLayout: 'fixed' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">{t('audit.field')}</Table.Th>
              <Table.Th>{t('audit.before')}</Table.Th>
              <Table.Th>{t('audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field) => (
              <Table.Tr key={field}>
                <Table.Td>{t(`audit.fields.${field}`, { defaultValue: field })}</Table.Td>
                <Table.Td c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {auditValueText(t, field, event.before?.[field])}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{auditValueText(t, field, event.after?.[field])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
