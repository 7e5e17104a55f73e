import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { StaffMember } from '@openset/contracts';
import { ConfirmDialog, ListBody, ListPagination, PageLayout, useRunAction } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useCloseStaffMutation, useStaffQuery, useSubscriptionQuery, useTeamsQuery } from '../manager-api/managerApi';
import { ChangeTeamDialog } from './ChangeTeamDialog';
import { InvitationsSection } from './InvitationsSection';
import { InviteDialog } from './InviteDialog';
import { MemberPermissionsDialog } from './MemberPermissionsDialog';
import { memberName } from './memberName';
import { StaffTable } from './StaffTable';

/** Spec section 9: list pages hold 50 rows. */
export const STAFF_PAGE_SIZE = 50;

type Open = { kind: 'invite' } | { kind: 'permissions' | 'team' | 'close'; member: StaffMember } | null;

/**
 * The staff manager (spec section 2): the organisation's staff with the columns of section 3 (2FA,
 * last login, team, permissions), a member's permissions, team change and closing; the seats
 * and invitations left; "Invite staff" and the pending invitations to resend or revoke.
 */
export function StaffPage() {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const [page, setPage] = useState(0);
  const staff = useStaffQuery({ skip: page * STAFF_PAGE_SIZE, limit: STAFF_PAGE_SIZE });
  const teams = useTeamsQuery();
  const subscription = useSubscriptionQuery();
  const [open, setOpen] = useState<Open>(null);
  const [close, closing] = useCloseStaffMutation();
  const items = staff.data?.items ?? [];
  const total = staff.data?.total ?? 0;
  const colours = new Map((teams.data?.items ?? []).map((team) => [team.id, team.colour]));
  const sub = subscription.data;

  const closeMember = async (member: StaffMember) => {
    await run(() => close(member.id).unwrap(), `${NS}:staff.closedFlash`, { name: memberName(member) });
    setOpen(null);
  };

  return (
    <PageLayout
      title={t('staff.title')}
      subtitle={t('staff.subtitle')}
      wide
      actions={
        <Button variant="contained" onClick={() => setOpen({ kind: 'invite' })}>
          {t('staff.invite')}
        </Button>
      }
    >
      {sub && (
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} data-testid="seats">
          <Typography>{t('staff.seats', { active: sub.activeStaff, seats: sub.seats })}</Typography>
          <Typography>{t('staff.invitationsLeft', { left: sub.invitationsLeft === 'unlimited' ? t('staff.unlimited') : sub.invitationsLeft })}</Typography>
        </Stack>
      )}
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', mb: 4 }}>
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
            {staff.data && !staff.isFetching ? t('staff.count', { count: total }) : ''}
          </Typography>
        </Box>
        <ListBody query={staff} labels={{ loading: t('staff.loading'), error: t('staff.error') }} empty={items.length === 0 ? { text: t('staff.empty'), testId: 'staff-empty' } : null}>
          <StaffTable
            items={items}
            colours={colours}
            busy={staff.isFetching}
            onPermissions={(member) => setOpen({ kind: 'permissions', member })}
            onChangeTeam={(member) => setOpen({ kind: 'team', member })}
            onClose={(member) => setOpen({ kind: 'close', member })}
          />
          <ListPagination total={total} page={page} pageSize={STAFF_PAGE_SIZE} onPageChange={setPage} />
        </ListBody>
      </Paper>
      <InvitationsSection />

      {open?.kind === 'invite' && <InviteDialog teams={teams.data?.items ?? []} onClose={() => setOpen(null)} />}
      {open?.kind === 'permissions' && <MemberPermissionsDialog member={open.member} onClose={() => setOpen(null)} />}
      {open?.kind === 'team' && <ChangeTeamDialog member={open.member} teams={teams.data?.items ?? []} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open?.kind === 'close'}
        destructive
        title={open?.kind === 'close' ? t('staff.closeTitle', { name: memberName(open.member) }) : ''}
        message={t('staff.closeMessage')}
        confirmLabel={t('staff.close')}
        busy={closing.isLoading}
        onCancel={() => setOpen(null)}
        onConfirm={() => open?.kind === 'close' && void closeMember(open.member)}
      />
    </PageLayout>
  );
}
