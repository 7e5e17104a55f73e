import { Button } from '@mui/material';
import { LogoutIcon, signedOutLocally, useAppDispatch, useLogoutMutation } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Logs out on the server (`authRoutes.logout`), then the login screen. The local session is
 * reset after leaving the guarded screen, so the guard does not mistake the logout for a failure.
 */
export function LogoutButton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  const onClick = async () => {
    await logout().catch(() => undefined);
    await navigate('/login', { replace: true });
    dispatch(signedOutLocally());
  };

  return (
    <Button
      onClick={() => void onClick()}
      disabled={isLoading}
      startIcon={<LogoutIcon />}
      variant={tone === 'dark' ? 'outlined' : 'text'}
      color="inherit"
      // One line whatever the language ("Se déconnecter" broke in two on a tablet's header).
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, ...(tone === 'dark' ? { borderColor: 'rgba(255,255,255,0.6)' } : {}) }}
    >
      {t('actions.logout')}
    </Button>
  );
}
