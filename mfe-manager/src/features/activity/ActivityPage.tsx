import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { ACTIVITY_ACTIONS, ACTIVITY_OBJECTS, type ActivityAction, type ActivityObject } from '@openset/contracts';
import { ListBody, ListPagination, PageLayout } from '@openset/web-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { activityCsvUrl, useActivityQuery, useStaffQuery } from '../manager-api/managerApi';
import { memberName } from '../staff/memberName';
import { activityFilter, activityListQuery, ACTIVITY_PAGE_SIZE, isFiltered } from './activityLocation';
import { ActivityTable } from './ActivityTable';
import { useActivityLocation } from './useActivityLocation';

/**
 * The staff activity log (spec sections 2 and 3, /manager/uam): who viewed or changed which
 * client, exercise set or outcome measure, from where; filtered by staff, action, object and
 * dates, newest first, 50 a page, and the whole filtered log as a CSV download.
 */
export function ActivityPage() {
  const { t } = useTranslation(NS);
  const filtersId = useId();
  const { location, goTo } = useActivityLocation();
  const log = useActivityQuery(activityListQuery(location));
  const staff = useStaffQuery({ limit: 100 });
  const items = log.data?.items ?? [];
  const total = log.data?.total ?? 0;
  const filtered = isFiltered(location);
  const select = (label: string, value: string, all: string, options: { value: string; label: string }[], onChange: (value: string) => void) => (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 180 }} size="small">
      <MenuItem value="">{all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <PageLayout
      title={t('activity.title')}
      subtitle={t('activity.subtitle')}
      wide
      actions={
        <Button variant="contained" component="a" href={activityCsvUrl(activityFilter(location))} download title={t('activity.downloadHint')}>
          {t('activity.download')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 360 }}>
        <Box component="fieldset" aria-labelledby={filtersId} sx={{ border: 0, m: 0, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={filtersId} component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('activity.filters')}
          </Typography>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {select(
              t('activity.staff'),
              location.staffId,
              t('activity.allStaff'),
              (staff.data?.items ?? []).map((member) => ({ value: member.id, label: memberName(member) })),
              (staffId) => goTo({ staffId }),
            )}
            {select(
              t('activity.action'),
              location.action,
              t('activity.allActions'),
              ACTIVITY_ACTIONS.map((action) => ({ value: action, label: t(`activity.actions.${action}`) })),
              (action) => goTo({ action: action as ActivityAction | '' }),
            )}
            {select(
              t('activity.object'),
              location.object,
              t('activity.allObjects'),
              ACTIVITY_OBJECTS.map((object) => ({ value: object, label: t(`activity.objects.${object}`) })),
              (object) => goTo({ object: object as ActivityObject | '' }),
            )}
            <TextField type="date" size="small" label={t('activity.from')} value={location.from} onChange={(event) => goTo({ from: event.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: location.to || undefined } }} />
            <TextField type="date" size="small" label={t('activity.to')} value={location.to} onChange={(event) => goTo({ to: event.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: location.from || undefined } }} />
            {filtered && <Button onClick={() => goTo({ staffId: '', action: '', object: '', from: '', to: '' })}>{t('activity.clear')}</Button>}
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
              {log.data && !log.isFetching && !log.isError ? t('activity.count', { count: total }) : ''}
            </Typography>
          </Stack>
        </Box>
        <ListBody
          query={log}
          labels={{ loading: t('activity.loading'), error: t('activity.error') }}
          empty={items.length === 0 ? { text: filtered ? t('activity.emptyFiltered') : t('activity.empty'), testId: 'activity-empty' } : null}
        >
          <ActivityTable items={items} busy={log.isFetching} />
          <ListPagination total={total} page={location.page} pageSize={ACTIVITY_PAGE_SIZE} onPageChange={(page) => goTo({ ...location, page })} />
        </ListBody>
      </Paper>
    </PageLayout>
  );
}
