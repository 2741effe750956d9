import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TourAdmin, TourPackageFields } from '@shared/schemas/tour-admin';
import { serverMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PhotoManager } from '../photos/PhotoManager';
import { BackOfficePage } from '../ui/BackOfficePage';
import { QueryState } from '../ui/QueryState';
import { DeparturesEditor } from './DeparturesEditor';
import { EMPTY_PACKAGE, PackageForm } from './PackageForm';
import { TourStatusBadge } from './TourStatusBadge';

const back = { back: '/admin/packages' };

/** /admin/packages/new and /admin/packages/:id: a package's details, photos, departures and status. */
export function PackageEditorPage() {
  const { id = 'new' } = useParams();
  return id === 'new' ? <NewPackage /> : <EditPackage id={id} />;
}

function NewPackage() {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.packages.create.useMutation({
    onSuccess: (tour) => {
      utils.packages.get.setData({ id: tour.id }, tour);
      void utils.packages.list.invalidate();
      showToast({ title: t('packages.created'), message: t('packages.createdText'), color: 'green' });
      void navigate(`/admin/packages/${tour.id}`, { replace: true });
    },
    onError: (error) => showToast({ title: t('packages.failed'), message: serverMessage(error), color: 'red' }),
  });
  return (
    <BackOfficePage title={t('packages.createTitle')} backLabel={t('packages.title')} {...back}>
      <Paper withBorder radius="md" p="md">
        <PackageForm initial={EMPTY_PACKAGE} submitLabel={t('packages.create')} pending={create.isPending} onSubmit={(fields) => create.mutateAsync(fields)} />
      </Paper>
    </BackOfficePage>
  );
}

function EditPackage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const utils = trpc.useUtils();
  const tour = trpc.packages.get.useQuery({ id }, { refetchOnMount: 'always' });
  const saved = (next: TourAdmin) => {
    utils.packages.get.setData({ id }, next);
    void utils.packages.list.invalidate();
    void utils.tours.list.invalidate();
  };
  const update = trpc.packages.update.useMutation({
    onSuccess: (next) => {
      saved(next);
      showToast({ title: t('packages.saved'), message: t('packages.savedText'), color: 'green' });
    },
    onError: (error) => showToast({ title: t('packages.failed'), message: serverMessage(error), color: 'red' }),
  });
  if (!tour.data) {
    return (
      <BackOfficePage title={t('packages.editTitle')} backLabel={t('packages.title')} {...back}>
        <QueryState what={t('packages.thing')} isPending={tour.isPending} error={tour.error} onRetry={() => void tour.refetch()} />
      </BackOfficePage>
    );
  }
  const current = tour.data;
  const initial: TourPackageFields = {
    name: current.name,
    location: current.location,
    durationDays: current.durationDays,
    price: current.price,
    discountPercent: current.discountPercent,
    description: current.description,
    translations: {
      sw: { name: current.translations.sw.name ?? '', description: current.translations.sw.description ?? '' },
      ar: { name: current.translations.ar.name ?? '', description: current.translations.ar.description ?? '' },
    },
  };
  // The heading in the page's language when the package has that text, else its English name.
  const localName = i18n.language === 'sw' || i18n.language === 'ar' ? current.translations[i18n.language].name : undefined;
  return (
    <BackOfficePage
      title={localName || current.name}
      titleLang={localName || i18n.language === 'en' ? undefined : 'en'}
      backLabel={t('packages.title')}
      {...back}
      actions={<TourStatusBadge status={current.status} />}
    >
      <StatusPanel tour={current} onSaved={saved} />
      <Section title={t('packages.details')}>
        <PackageForm
          key={current.id}
          initial={initial}
          submitLabel={t('packages.save')}
          pending={update.isPending}
          onSubmit={(fields) => update.mutateAsync({ id, ...fields })}
        />
      </Section>
      <Section title={t('photos.title')}>
        <PhotoManager owner={{ ownerType: 'tour', ownerId: current.id }} itemName={current.name} onChange={() => void utils.packages.get.invalidate({ id })} />
      </Section>
      <Section title={t('departures.title')}>
        <DeparturesEditor tour={current} onSaved={saved} />
      </Section>
      <Anchor
        component={Link}
        to={`/admin/audit?itemType=tour&itemId=${encodeURIComponent(current.id)}`}
        size="sm"
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconHistory size={16} aria-hidden />
        {t('packages.history')}
      </Anchor>
    </BackOfficePage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Draft or published, and the one button that changes it. */
function StatusPanel({ tour, onSaved }: { tour: TourAdmin; onSaved: (tour: TourAdmin) => void }) {
  const { t } = useTranslation('backoffice');
  const failed = (error: unknown) => showToast({ title: t('packages.failed'), message: serverMessage(error), color: 'red' });
  const publish = trpc.packages.publish.useMutation({
    onSuccess: (next) => {
      onSaved(next);
      showToast({ title: t('packages.publishedToast'), message: t('packages.publishedText'), color: 'green' });
    },
    onError: failed,
  });
  const unpublish = trpc.packages.unpublish.useMutation({
    onSuccess: (next) => {
      onSaved(next);
      showToast({ title: t('packages.unpublishedToast'), message: t('packages.unpublishedText') });
    },
    onError: failed,
  });
  const published = tour.status === 'published';
  return (
    <Alert color={published ? 'green' : 'gray'} variant="light" icon={published ? <IconEye size={18} /> : <IconEyeOff size={18} />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: '1 1 220px' }}>
          {published ? t('packages.publishedNote') : tour.departures.length === 0 ? t('packages.draftNoDepartures') : t('packages.draftNote')}
        </Text>
        {published ? (
          <Button variant="default" onClick={() => unpublish.mutate({ id: tour.id })} loading={unpublish.isPending}>
            {t('packages.unpublish')}
          </Button>
        ) : (
          <Button color="green" onClick={() => publish.mutate({ id: tour.id })} loading={publish.isPending}>
            {t('packages.publish')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
