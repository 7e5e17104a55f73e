import { Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/**
 * "Forgot your username or key?" under the sign-in form. A client has no e-mail reset: the key
 * is four digits their clinician gives, so the way back is the clinician, who can give a new
 * one at any time (and nothing the client recorded is lost). Said before the client keeps
 * guessing into the lock-out.
 */
export function ForgottenKey() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <Box>
      <Button variant="text" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen(!open)} sx={{ px: 0 }}>
        {t('signIn.forgot')}
      </Button>
      <Typography id={answerId} hidden={!open} variant="body2" sx={{ mt: 1 }}>
        {t('signIn.forgotAnswer')}
      </Typography>
    </Box>
  );
}
