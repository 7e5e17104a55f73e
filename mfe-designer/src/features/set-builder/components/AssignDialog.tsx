import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import type { ClientListItem } from '@openset/contracts';
import { ConfirmDialog, stripAngleBrackets, useSearchText } from '@openset/web-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientChoiceQuery, useClientChoicesQuery } from '../../sets-api/clientPickerApi';
import { BUILDER_NS } from '../i18n/strings';

const clientLabel = (client: Pick<ClientListItem, 'firstname' | 'lastname' | 'email'>) => `${client.lastname}, ${client.firstname} (${client.email})`;

export interface AssignChoice {
  clientId: string;
  /** The client's name as the clinician reads it ("Marc Tremblay"), for the flash. */
  clientName: string;
  /** The clinician signed the update of the client's current set. */
  signature: boolean;
}

/**
 * Assign the set to a client: the client, then the confirmations of spec sections 2 and 5 —
 * creating a client set, or, when the document is that client's set already, overwriting it
 * with the clinician's signature. The client is picked by a search over names and e-mail (the
 * clients list route, 1 s after typing); `initialClientId` (the document's client, or the
 * client the clients manager opened it for) is chosen at first. Loaded lazily by the builder.
 */
export default function AssignDialog(props: {
  currentClientId: string | null;
  initialClientId?: string | null;
  busy: boolean;
  onCancel: () => void;
  onAssign: (choice: AssignChoice) => void;
}) {
  const { t } = useTranslation(BUILDER_NS);
  const titleId = useId();
  // undefined until the clinician picks (or clears): the initial client shows till then.
  const [chosen, setChosen] = useState<ClientListItem | null | undefined>(undefined);
  const initialId = props.currentClientId ?? props.initialClientId ?? null;
  const initial = useClientChoiceQuery(initialId ?? '', { skip: !initialId || chosen !== undefined });
  // The box shows what is typed or the chosen client; only typing searches.
  const [input, setInput] = useState('');
  const { setTyped, search } = useSearchText('');
  const choices = useClientChoicesQuery(search);
  const [step, setStep] = useState<'client' | 'create' | 'overwrite' | 'signature'>('client');
  const client = chosen === undefined ? (initial.data ?? null) : chosen;
  const id = client?.id ?? '';
  const updating = Boolean(props.currentClientId && props.currentClientId === id);
  const clientName = client ? `${client.firstname} ${client.lastname}` : '';

  if (step === 'create') {
    return (
      <ConfirmDialog
        open
        title={t('save.createClientSetTitle')}
        message={t('save.createClientSet')}
        busy={props.busy}
        onCancel={props.onCancel}
        onConfirm={() => props.onAssign({ clientId: id, clientName, signature: false })}
      />
    );
  }
  if (step === 'overwrite') {
    return (
      <ConfirmDialog
        open
        destructive
        title={t('save.overwriteTitle')}
        message={t('save.overwrite')}
        onCancel={props.onCancel}
        onConfirm={() => setStep('signature')}
      />
    );
  }
  if (step === 'signature') {
    return (
      <ConfirmDialog
        open
        title={t('save.signatureTitle')}
        message={t('save.signature')}
        busy={props.busy}
        onCancel={props.onCancel}
        onConfirm={() => props.onAssign({ clientId: id, clientName, signature: true })}
      />
    );
  }

  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (id) setStep(updating ? 'overwrite' : 'create');
        }}
      >
        <DialogTitle id={titleId}>{t('save.assignTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('save.clientHint')}</DialogContentText>
            <Autocomplete
              autoHighlight
              options={choices.data?.items ?? []}
              value={client}
              onChange={(_event, value) => setChosen(value)}
              inputValue={input}
              onInputChange={(_event, value, reason) => {
                const text = reason === 'input' ? stripAngleBrackets(value) : value;
                setInput(text);
                if (reason === 'input' || reason === 'clear') setTyped(text);
              }}
              filterOptions={(options) => options}
              getOptionLabel={clientLabel}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              loading={choices.isFetching}
              loadingText={t('save.clientsLoading')}
              noOptionsText={t('save.noClients')}
              renderInput={(params) => <TextField {...params} autoFocus required label={t('save.client')} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>{t('presets.close')}</Button>
          <Button type="submit" variant="contained" disabled={!id}>
            {t('save.assign')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
