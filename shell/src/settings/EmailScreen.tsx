import { Button, Stack, TextField } from '@mui/material';
import { addAppStrings, PageLayout, QueryContent, stripAngleBrackets, useClinicianProfileQuery, usePageTitle, useRunAction, useUpdateClinicianProfileMutation } from '@openset/web-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_EMAIL_NS, settingsEmailStrings } from './emailStrings';

addAppStrings(SETTINGS_EMAIL_NS, settingsEmailStrings);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Settings > Client e-mail (spec section 2): the default message, signature and CC of e-mails to clients. */
export function EmailScreen() {
  const { t } = useTranslation(SETTINGS_EMAIL_NS);
  const { t: common } = useTranslation('common');
  usePageTitle(t('title'), common('app.name'));
  const profile = useClinicianProfileQuery();
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <QueryContent query={profile} failed={t('loadFailed')}>
        {(data) => <EmailForm initial={data} />}
      </QueryContent>
    </PageLayout>
  );
}

function EmailForm({ initial }: { initial: { clientEmailBody: string; clientEmailSig: string; clientEmailCC: string } }) {
  const { t } = useTranslation(SETTINGS_EMAIL_NS);
  const [body, setBody] = useState(initial.clientEmailBody);
  const [signature, setSignature] = useState(initial.clientEmailSig);
  const [cc, setCc] = useState(initial.clientEmailCC);
  const [update, state] = useUpdateClinicianProfileMutation();
  const runAction = useRunAction();
  const ccInvalid = cc.trim() !== '' && !EMAIL.test(cc.trim());

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (ccInvalid || state.isLoading) return;
    await runAction(() => update({ clientEmailBody: body.trim(), clientEmailSig: signature.trim(), clientEmailCC: cc.trim() }).unwrap(), 'flash.saved');
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={save} noValidate sx={{ maxWidth: 640 }}>
      <TextField label={t('body')} value={body} multiline minRows={5} helperText={t('bodyHint')} onChange={(event) => setBody(stripAngleBrackets(event.target.value).slice(0, 5000))} />
      <TextField label={t('signature')} value={signature} multiline minRows={3} helperText={t('signatureHint')} onChange={(event) => setSignature(stripAngleBrackets(event.target.value).slice(0, 1000))} />
      <TextField
        label={t('cc')}
        type="email"
        value={cc}
        error={ccInvalid}
        helperText={ccInvalid ? t('ccInvalid') : t('ccHint')}
        onChange={(event) => setCc(event.target.value.slice(0, 254))}
      />
      <div>
        <Button type="submit" variant="contained" disabled={ccInvalid || state.isLoading}>
          {state.isLoading ? t('saving') : t('save')}
        </Button>
      </div>
    </Stack>
  );
}
