import { Box, Button, Paper, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { Invitation } from '@openset/contracts';
import { ColumnTitles, ConfirmDialog, ErrorPanel, ListTable, LoadingState, useDateFormat, useRunAction } from '@openset/web-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useInvitationsQuery, useResendInvitationMutation, useRevokeInvitationMutation } from '../manager-api/managerApi';

/** The pending invitations: to whom, which team, sent and expiring when; resend (a new link) or revoke. */
export function InvitationsSection() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const run = useRunAction();
  const dates = useDateFormat({ dateStyle: 'medium' });
  const invitations = useInvitationsQuery();
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const [revokingOne, setRevokingOne] = useState<Invitation | null>(null);
  const items = invitations.data?.items ?? [];

  const confirmRevoke = async (invitation: Invitation) => {
    await run(() => revoke(invitation.id).unwrap(), `${NS}:invitations.revokedFlash`, { email: invitation.email });
    setRevokingOne(null);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('invitations.title')}
      </Typography>
      <Paper variant="outlined">
        {invitations.isError ? (
          <ErrorPanel onRetry={() => void invitations.refetch()} />
        ) : !invitations.data ? (
          <LoadingState />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }} data-testid="invitations-empty">
            {t('invitations.empty')}
          </Typography>
        ) : (
          <ListTable
            label={t('invitations.label')}
            head={<ColumnTitles titles={[t('invitations.email'), t('invitations.team'), t('invitations.sent'), t('invitations.expires'), t('invitations.status'), t('staff.actions')]} />}
          >
            {items.map((invitation) => (
              <TableRow key={invitation.id} data-testid="invitation-row">
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </TableCell>
                <TableCell>{invitation.teamTitle}</TableCell>
                <TableCell>
                  <time dateTime={invitation.sentAt}>{dates.format(new Date(invitation.sentAt))}</time>
                </TableCell>
                <TableCell>
                  <time dateTime={invitation.expiresAt}>{dates.format(new Date(invitation.expiresAt))}</time>
                </TableCell>
                <TableCell>{t(`invitations.${invitation.status}`)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={resending.isLoading}
                      onClick={() => void run(() => resend(invitation.id).unwrap(), `${NS}:invitations.resentFlash`, { email: invitation.email })}
                      aria-label={t('invitations.resendNamed', { email: invitation.email })}
                    >
                      {t('invitations.resend')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setRevokingOne(invitation)} aria-label={t('invitations.revokeNamed', { email: invitation.email })}>
                      {t('invitations.revoke')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        )}
      </Paper>
      <ConfirmDialog
        open={revokingOne !== null}
        destructive
        title={revokingOne ? t('invitations.revokeTitle', { email: revokingOne.email }) : ''}
        message={t('invitations.revokeMessage')}
        confirmLabel={t('invitations.revoke')}
        busy={revoking.isLoading}
        onCancel={() => setRevokingOne(null)}
        onConfirm={() => revokingOne && void confirmRevoke(revokingOne)}
      />
    </Box>
  );
}
