import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LANGS, type Lang } from '@openset/contracts';
import { PageLayout, usePageTitle } from '@openset/web-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCreateAccountMutation, useAdminCreateOrganisationMutation } from './adminApi';
import { ADMIN_NS } from './strings';

const EMPTY = { firstname: '', lastname: '', email: '', username: '', lang: 'en' as Lang };

/** The message of an API failure, as the server put it (the console is the operator's: plain is enough). */
function messageOf(error: unknown): string {
  const data = (error as { data?: { error?: { message?: string } } } | undefined)?.data;
  return data?.error?.message ?? String((error as { message?: string } | undefined)?.message ?? error);
}

/**
 * A new organisation (its name, seats and manager) or a new professional account: the person's
 * names, e-mail, an optional username and the language of their e-mails. The server e-mails them
 * a link to choose a password.
 */
export function NewAccountScreen({ kind }: { kind: 'organisation' | 'professional' }) {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  usePageTitle(t(`${kind}.title`), t('common:app.name'));
  const [person, setPerson] = useState(EMPTY);
  const [title, setTitle] = useState('');
  const [seats, setSeats] = useState('10');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [createAccount, creatingAccount] = useAdminCreateAccountMutation();
  const [createOrganisation, creatingOrganisation] = useAdminCreateOrganisationMutation();
  const busy = creatingAccount.isLoading || creatingOrganisation.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const manager = {
      firstname: person.firstname.trim(),
      lastname: person.lastname.trim(),
      email: person.email.trim(),
      lang: person.lang,
      ...(person.username.trim() ? { username: person.username.trim() } : {}),
    };
    if (!manager.firstname || !manager.lastname || !manager.email || (kind === 'organisation' && (!title.trim() || !/^\d+$/.test(seats)))) {
      setOutcome({ ok: false, text: t('form.required') });
      return;
    }
    try {
      if (kind === 'organisation') {
        await createOrganisation({ title: title.trim(), seats: Number(seats), manager }).unwrap();
        setOutcome({ ok: true, text: t('organisation.created', { title: title.trim(), email: manager.email }) });
        setTitle('');
      } else {
        await createAccount(manager).unwrap();
        setOutcome({ ok: true, text: t('professional.created', { email: manager.email }) });
      }
      setPerson(EMPTY);
    } catch (error) {
      setOutcome({ ok: false, text: t('form.failed', { message: messageOf(error) }) });
    }
  };

  const field = (name: Exclude<keyof typeof EMPTY, 'lang'>, required = true) => (
    <TextField
      label={t(`person.${name}`)}
      value={person[name]}
      required={required}
      type={name === 'email' ? 'email' : 'text'}
      onChange={(event) => setPerson((current) => ({ ...current, [name]: event.target.value }))}
      slotProps={{ htmlInput: { maxLength: name === 'email' ? 254 : 100, 'data-testid': `admin-${name}` } }}
    />
  );

  return (
    <PageLayout title={t(`${kind}.title`)} subtitle={t(`${kind}.subtitle`)}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 560 }} aria-busy={busy || undefined}>
        <Stack spacing={2}>
          {kind === 'organisation' && (
            <>
              <TextField label={t('organisation.name')} value={title} required onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'admin-org-title' } }} />
              <TextField
                label={t('organisation.seats')}
                value={seats}
                required
                onChange={(event) => setSeats(event.target.value.replace(/\D/g, ''))}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, 'data-testid': 'admin-org-seats' } }}
              />
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', pt: 1 }}>
                {t('organisation.manager')}
              </Typography>
            </>
          )}
          {field('firstname')}
          {field('lastname')}
          {field('email')}
          {field('username', false)}
          <TextField select label={t('person.lang')} value={person.lang} onChange={(event) => setPerson((current) => ({ ...current, lang: event.target.value as Lang }))}>
            {LANGS.map((lang) => (
              <MenuItem key={lang} value={lang}>
                {t(`common:language.${lang}`)}
              </MenuItem>
            ))}
          </TextField>
          <div aria-live="polite">
            {outcome && (
              <Alert severity={outcome.ok ? 'success' : 'error'} data-testid="admin-outcome">
                {outcome.text}
              </Alert>
            )}
          </div>
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('form.saving') : t(`${kind}.submit`)}
            </Button>
          </Box>
        </Stack>
      </Box>
    </PageLayout>
  );
}
