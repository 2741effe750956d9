import '@mantine/charts/styles.css';
import { useMemo, type ReactNode } from 'react';
import { BarChart, BarsList, LineChart } from '@mantine/charts';
import { Accordion, Box, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BookingType } from '@shared/schemas/bookings';
import { REPORT_BUCKETS, ZReportRequest, type Report, type ReportBucket } from '@shared/schemas/reports';
import { addDays, travelToday } from '@shared/travel-calendar';
import { DateField } from '../../../components/DateField';
import { useFormat, type Formatters } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { QueryState } from '../ui/QueryState';
import { reportToCsv, type CsvLabels } from './report-csv';

const TYPE_COLORS: Record<BookingType, string> = {
  hotel: 'blue.6',
  flight: 'grape.6',
  car: 'orange.7',
  tour: 'teal.7',
  ride: 'cyan.7',
  cargo: 'yellow.8',
  order: 'pink.6',
  other: 'gray.6',
};
const PRESETS = [7, 30, 90, 365] as const;
const DEFAULT_DAYS = 30;

/** The range and grouping live in the URL, so a report can be bookmarked or shared. */
function useReportRange() {
  const [params, setParams] = useSearchParams();
  const today = travelToday();
  const asked = {
    from: params.get('from') ?? addDays(today, -(DEFAULT_DAYS - 1)),
    to: params.get('to') ?? today,
    bucket: (params.get('bucket') ?? 'day') as ReportBucket,
  };
  const valid = ZReportRequest.safeParse(asked);
  const range = valid.success ? valid.data : { from: addDays(today, -(DEFAULT_DAYS - 1)), to: today, bucket: 'day' as const };
  const set = (next: Partial<typeof range>) => setParams({ ...range, ...next }, { replace: true });
  return { range, set, invalid: !valid.success };
}

/** View Reports: charts and tables of bookings, revenue, destinations, cancellations and hotel occupancy, with CSV export. */
export function ReportsPage() {
  const { t } = useTranslation(['backoffice', 'travel']);
  const { range, set } = useReportRange();
  const report = trpc.admin.reports.useQuery(range, { refetchOnMount: 'always' });
  const format = useFormat();
  const typeLabel = (type: BookingType) => t(`travel:bookingType.${type}`);
  const exportCsv = (data: Report) => {
    const labels: CsvLabels = {
      title: t('reports.title'),
      summary: t('reports.summary'),
      bookings: t('reports.bookings'),
      revenue: t('reports.revenue'),
      cancelled: t('reports.cancelled'),
      cancellationRate: t('reports.cancellationRate'),
      occupancy: t('reports.occupancy'),
      byPeriod: t(`reports.byPeriod.${data.bucket}`),
      period: t(`reports.period.${data.bucket}`),
      type: t('reports.type'),
      byType: t('reports.byType'),
      destinations: t('reports.destinations'),
      destination: t('reports.destination'),
      hotelOccupancy: t('reports.hotelOccupancy'),
      roomNightsBooked: t('reports.roomNightsBooked'),
      roomNightsAvailable: t('reports.roomNightsAvailable'),
      typeLabel,
    };
    const url = URL.createObjectURL(new Blob([reportToCsv(data, labels)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `report-${data.from}-${data.to}-${data.bucket}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <BackOfficePage
      title={t('reports.title')}
      testId="reports"
      actions={
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          disabled={!report.data}
          onClick={() => report.data && exportCsv(report.data)}
        >
          {t('reports.exportCsv')}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField
            label={t('reports.from')}
            value={range.from}
            maxDate={range.to}
            onChange={(value) => value && set({ from: value })}
            style={{ flex: '1 1 140px' }}
          />
          <DateField
            label={t('reports.to')}
            value={range.to}
            minDate={range.from}
            maxDate={addDays(range.from, 365)}
            onChange={(value) => value && set({ to: value })}
            style={{ flex: '1 1 140px' }}
          />
          <SegmentedControl
            aria-label={t('reports.groupBy')}
            value={range.bucket}
            onChange={(value) => set({ bucket: value as ReportBucket })}
            data={REPORT_BUCKETS.map((bucket) => ({ value: bucket, label: t(`reports.bucket.${bucket}`) }))}
          />
        </Group>
        <Group gap={6} mt="xs">
          {PRESETS.map((days) => (
            <Button key={days} size="xs" variant="subtle" onClick={() => set({ from: addDays(travelToday(), -(days - 1)), to: travelToday() })}>
              {t('reports.lastDays', { count: days })}
            </Button>
          ))}
        </Group>
      </Paper>
      {report.data ? (
        <ReportView report={report.data} format={format} typeLabel={typeLabel} />
      ) : (
        <QueryState what={t('reports.things')} isPending={report.isPending} error={report.error} onRetry={() => void report.refetch()} />
      )}
    </BackOfficePage>
  );
}

function percentText(format: Formatters, value: number | null): string {
  return value === null ? '—' : `${format.number(value)}%`;
}

function ReportView({ report, format, typeLabel }: { report: Report; format: Formatters; typeLabel: (type: BookingType) => string }) {
  const { t } = useTranslation('backoffice');
  const money = (amount: string) => format.money(amount, report.currency);
  const periodLabel = (period: string) => (report.bucket === 'week' ? t('reports.weekOf', { date: format.shortDate(period) }) : format.shortDate(period));
  const series = report.types.map((type) => ({ name: type, label: typeLabel(type), color: TYPE_COLORS[type] }));
  const byPeriod = useMemo(() => {
    const rows = new Map(report.periods.map((period) => [period, { bookings: {} as Record<string, number>, revenue: {} as Record<string, number> }]));
    for (const row of report.series) {
      const entry = rows.get(row.period);
      if (!entry) continue;
      entry.bookings[row.type] = row.bookings;
      entry.revenue[row.type] = Number(row.revenue);
    }
    return report.periods.map((period) => ({ period, ...rows.get(period)! }));
  }, [report]);
  const bookingsData = byPeriod.map((row) => ({
    period: periodLabel(row.period),
    ...Object.fromEntries(report.types.map((type) => [type, row.bookings[type] ?? 0])),
  }));
  const revenueData = byPeriod.map((row) => ({
    period: periodLabel(row.period),
    ...Object.fromEntries(report.types.map((type) => [type, row.revenue[type] ?? 0])),
  }));
  const occupancyData = report.occupancy.map((row) => ({ period: periodLabel(row.period), rate: row.rate ?? 0 }));
  const empty = report.totals.bookings === 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label={t('reports.bookings')} value={format.number(report.totals.bookings)} testId="report-bookings" />
        <Figure label={t('reports.revenue')} value={money(report.totals.revenue)} testId="report-revenue" />
        <Figure label={t('reports.cancellationRate')} value={percentText(format, report.totals.cancellationRate)} testId="report-cancellations" />
        <Figure label={t('reports.occupancy')} value={percentText(format, report.occupancyTotal.rate)} testId="report-occupancy" />
      </SimpleGrid>
      {empty && (
        <Text c="dimmed" role="status">
          {t('reports.noBookings')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartSection title={t(`reports.bookingsPer.${report.bucket}`)} testId="chart-bookings">
          <BarChart
            h={240}
            data={bookingsData}
            dataKey="period"
            type="stacked"
            series={series}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={format.number}
            yAxisProps={{ allowDecimals: false }}
            accessibilityLayer={false}
            tickLine="y"
          />
          <Figures
            headers={[t(`reports.period.${report.bucket}`), t('reports.type'), t('reports.bookings'), t('reports.revenue')]}
            rows={report.series.map((row) => [periodLabel(row.period), typeLabel(row.type), format.number(row.bookings), money(row.revenue)])}
          />
        </ChartSection>
        <ChartSection title={t(`reports.revenuePer.${report.bucket}`)} testId="chart-revenue">
          <BarChart
            h={240}
            data={revenueData}
            dataKey="period"
            type="stacked"
            series={series}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={(value) => money(value.toFixed(2))}
            accessibilityLayer={false}
            tickLine="y"
          />
          <Figures
            headers={[t('reports.type'), t('reports.bookings'), t('reports.revenue'), t('reports.cancelled'), t('reports.cancellationRate')]}
            rows={report.byType.map((row) => [
              typeLabel(row.type),
              format.number(row.bookings),
              money(row.revenue),
              format.number(row.cancelled),
              percentText(format, row.cancellationRate),
            ])}
          />
        </ChartSection>
        <ChartSection title={t('reports.destinations')} testId="chart-destinations">
          {report.topDestinations.length > 0 ? (
            <BarsList
              data={report.topDestinations.map((row) => ({ name: row.destination, value: row.bookings, color: 'blue.1' }))}
              barsLabel={t('reports.destination')}
              valueLabel={t('reports.bookings')}
              valueFormatter={format.number}
              // A light bar with dark text: readable (4.5:1) whatever the bar's length.
              barTextColor="var(--mantine-color-black)"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('reports.noBookings')}
            </Text>
          )}
          <Figures
            headers={[t('reports.destination'), t('reports.bookings'), t('reports.revenue')]}
            rows={report.topDestinations.map((row) => [row.destination, format.number(row.bookings), money(row.revenue)])}
          />
        </ChartSection>
        <ChartSection title={t('reports.hotelOccupancy')} testId="chart-occupancy">
          <LineChart
            h={240}
            data={occupancyData}
            dataKey="period"
            series={[{ name: 'rate', label: t('reports.occupancy'), color: 'blue.7' }]}
            unit="%"
            yAxisProps={{ domain: [0, 100] }}
            curveType="monotone"
            withDots={occupancyData.length <= 31}
            accessibilityLayer={false}
            tickLine="y"
          />
          <Figures
            headers={[t(`reports.period.${report.bucket}`), t('reports.roomNightsBooked'), t('reports.roomNightsAvailable'), t('reports.occupancy')]}
            rows={report.occupancy.map((row) => [
              periodLabel(row.period),
              format.number(row.roomNightsBooked),
              format.number(row.roomNightsAvailable),
              percentText(format, row.rate),
            ])}
          />
        </ChartSection>
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={800} fz={22}>
        {value}
      </Text>
    </Paper>
  );
}

function ChartSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** The chart's figures as a table (what the CSV holds), folded away until asked for. */
function Figures({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const { t } = useTranslation('backoffice');
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="figures">
        <Accordion.Control>{t('reports.figures', { count: rows.length })}</Accordion.Control>
        <Accordion.Panel>
          <Box style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {headers.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={index}>
                    {row.map((cell, column) => (
                      <Table.Td key={column}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
