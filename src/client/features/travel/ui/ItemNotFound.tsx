import { Button } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageNotice } from '../../../components/PageNotice';

/** A hotel or tour page whose item does not exist (or is no longer published). */
export function ItemNotFound({ title, searchPath }: { title: string; searchPath: string }) {
  const { t } = useTranslation('travel');
  return (
    <PageNotice
      icon={<IconMapPinOff size={30} />}
      color="gray"
      title={title}
      description={t('page.notFoundText')}
      actions={
        <Button component={Link} to={searchPath} h={44}>
          {t('page.backToSearch')}
        </Button>
      }
    />
  );
}
