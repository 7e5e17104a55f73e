import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { CLIENT_SEARCH_MAX, type OutcomeDefinitionSummary } from '@openset/contracts';
import { ErrorPanel, isApiError, LoadingState, localDay, SearchField, useRunAction, useSearchText } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { useAssignOutcomeMutation, useOutcomeClientsQuery, useOutcomeDefinitionsQuery } from '../../outcomes-api/outcomesApi';
import { DEFAULT_SCHEDULE, scheduleInput, scheduleProblems, type ScheduleForm } from '../model/schedule';
import { ScheduleFields } from './ScheduleFields';

const STEPS = ['outcome', 'client', 'delivery', 'instructions'] as const;
type StepName = (typeof STEPS)[number];
const INSTRUCTIONS_MAX = 2000;

/**
 * The create/assign outcome wizard (spec section 2): choose the outcome, the client, once or
 * intervals or manual delivery with its dates and reminders, and custom instructions; then
 * "Assign". Opened from the manager, or from a client's outcomes tab with that client chosen
 * (`clientId`). A licensed instrument's notice shows when it is chosen. Assigning flashes
 * "Schedule started." and opens the new outcome.
 */
export function AssignWizard({ clientId: givenClient, onClose, onAssigned }: { clientId: string | null; onClose: () => void; onAssigned: (id: string) => void }) {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const [step, setStep] = useState<StepName>('outcome');
  const [definition, setDefinition] = useState<OutcomeDefinitionSummary | null>(null);
  const [client, setClient] = useState<{ id: string; name: string } | null>(null);
  const [schedule, setSchedule] = useState<ScheduleForm>(DEFAULT_SCHEDULE);
  const [instructions, setInstructions] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [assign, assigning] = useAssignOutcomeMutation();
  const today = localDay();
  const problems = scheduleProblems(schedule, today);
  const index = STEPS.indexOf(step);
  // A client given by the tab is chosen already: its step is skipped.
  const chosenClient = givenClient ? { id: givenClient, name: '' } : client;
  const canGoOn = step === 'outcome' ? definition !== null : step === 'client' ? chosenClient !== null : step === 'delivery' ? problems.length === 0 : true;
  const move = (by: 1 | -1) => {
    let next = index + by;
    if (givenClient && STEPS[next] === 'client') next += by;
    setStep(STEPS[Math.max(0, Math.min(STEPS.length - 1, next))]!);
  };

  const submit = async () => {
    if (!definition || !chosenClient) return;
    setRefusal(null);
    const created = await run(
      () =>
        assign({
          clientId: chosenClient.id,
          type: definition.kind === 'custom' ? 'custom' : definition.type,
          ...(definition.kind === 'custom' && { definitionId: definition.id }),
          schedule: scheduleInput(schedule),
          instructions: instructions.trim(),
        }).unwrap(),
      'flash.scheduleStarted',
      undefined,
      (error) => {
        // A refusal the service explains (the client archived, the portal off) stays in the dialog.
        if (isApiError(error) && typeof error.status === 'number' && error.status < 500 && error.message) {
          setRefusal(error.message);
          return true;
        }
        return false;
      },
    );
    if (created) onAssigned(created.id);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="assign-title">
      <DialogTitle id="assign-title">{t('wizard.title')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={index} alternativeLabel sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}>
          {STEPS.filter((name) => !(givenClient && name === 'client')).map((name) => (
            <Step key={name}>
              <StepLabel>{t(`wizard.step.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }} aria-live="polite">
          {t(`wizard.heading.${step}`)}
        </Typography>
        {step === 'outcome' && <OutcomeStep chosen={definition} onChoose={setDefinition} />}
        {step === 'client' && <ClientStep chosen={client} onChoose={setClient} />}
        {step === 'delivery' && <ScheduleFields form={schedule} onChange={setSchedule} problems={problems} today={today} />}
        {step === 'instructions' && (
          <TextField
            label={t('wizard.instructions')}
            helperText={t('wizard.instructionsHelp')}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value.replace(/[<>]/g, '').slice(0, INSTRUCTIONS_MAX))}
            multiline
            minRows={4}
            fullWidth
          />
        )}
        {step === 'instructions' && definition && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="assign-summary">
            {t('wizard.summary', {
              outcome: definition.abbreviation,
              client: chosenClient?.name || t('wizard.thisClient'),
              delivery: t(`schedule.kind.${schedule.kind}`),
            })}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        {index > 0 && <Button onClick={() => move(-1)}>{t('wizard.back')}</Button>}
        {step === 'instructions' ? (
          <Button variant="contained" onClick={() => void submit()} loading={assigning.isLoading}>
            {t('wizard.assign')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!canGoOn} onClick={() => move(1)}>
            {t('wizard.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The outcomes the clinician may assign (the standard ten, then custom ones), one radio each. */
function OutcomeStep({ chosen, onChoose }: { chosen: OutcomeDefinitionSummary | null; onChoose: (definition: OutcomeDefinitionSummary) => void }) {
  const { t } = useTranslation(NS);
  const definitions = useOutcomeDefinitionsQuery();
  if (definitions.isError) return <ErrorPanel message={t('wizard.definitionsError')} onRetry={() => void definitions.refetch()} />;
  if (!definitions.data) return <LoadingState label={t('wizard.definitionsLoading')} />;
  const items = definitions.data.items.filter((item) => !item.archived);
  return (
    <>
      <FormControl component="fieldset" fullWidth>
        <FormLabel component="legend">{t('wizard.step.outcome')}</FormLabel>
        <RadioGroup value={chosen?.id ?? ''} onChange={(_event, id) => onChoose(items.find((item) => item.id === id)!)}>
          {items.map((item) => (
            <FormControlLabel key={item.id} value={item.id} control={<Radio />} label={item.abbreviation ? `${item.abbreviation}: ${item.name}` : item.name} />
          ))}
        </RadioGroup>
      </FormControl>
      {chosen?.licence?.commercialRestriction && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="licence-notice">
          {chosen.licence.notice}
        </Alert>
      )}
    </>
  );
}

/** Active clients matching the search (1 s), the first 20, one radio each. */
function ClientStep({ chosen, onChoose }: { chosen: { id: string; name: string } | null; onChoose: (client: { id: string; name: string }) => void }) {
  const { t } = useTranslation(NS);
  const { typed, setTyped, search, searchNow } = useSearchText('');
  const clients = useOutcomeClientsQuery({ limit: 20, ...(search && { search }) });
  const items = clients.data?.items ?? [];
  return (
    <Box>
      <SearchField
        value={typed}
        onChange={setTyped}
        onSubmit={searchNow}
        maxLength={CLIENT_SEARCH_MAX}
        labels={{ label: t('wizard.searchClients'), placeholder: t('wizard.searchPlaceholder'), clear: t('wizard.clearSearch') }}
      />
      {clients.isError ? (
        <ErrorPanel message={t('wizard.clientsError')} onRetry={() => void clients.refetch()} />
      ) : !clients.data ? (
        <LoadingState label={t('wizard.clientsLoading')} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('wizard.noClients')}
        </Typography>
      ) : (
        <FormControl component="fieldset" fullWidth sx={{ mt: 2 }}>
          <FormLabel component="legend">{t('wizard.step.client')}</FormLabel>
          <RadioGroup
            value={chosen?.id ?? ''}
            onChange={(_event, id) => {
              const client = items.find((item) => item.id === id)!;
              onChoose({ id, name: `${client.firstname} ${client.lastname}` });
            }}
          >
            {items.map((client) => (
              <FormControlLabel key={client.id} value={client.id} control={<Radio />} label={`${client.firstname} ${client.lastname} (${client.email})`} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </Box>
  );
}
