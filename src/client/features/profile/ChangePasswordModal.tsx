import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import { showToast } from '../../lib/toast';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const changed = () => {
    showToast({ title: t('password.changed'), message: t('password.changedText'), color: 'green' });
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('menu.changePassword')}>
      {opened && (
        <ChangePasswordForm
          texts={{
            current: t('password.current'),
            new: t('password.new'),
            repeat: t('password.repeat'),
            mismatch: t('password.mismatch'),
            submit: t('menu.changePassword'),
            failed: t('password.failed'),
          }}
          onChanged={changed}
        />
      )}
    </AppModal>
  );
}
