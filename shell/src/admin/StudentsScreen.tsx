import { Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import type { StudentRequest } from '@openset/contracts';
import { ErrorPanel, flashAdded, LoadingState, PageLayout, useAppDispatch, useDateFormat, usePageTitle } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { proofUrl, useAdminDecideStudentMutation, useAdminStudentsQuery } from './adminApi';
import { ADMIN_NS } from './strings';

/** Students whose e-mail is confirmed: their proof of enrolment to open, then approve or refuse. */
export function StudentsScreen() {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  usePageTitle(t('students.title'), t('common:app.name'));
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useAdminStudentsQuery(0);
  const [decide, deciding] = useAdminDecideStudentMutation();
  const date = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

  const answer = async (request: StudentRequest, approve: boolean) => {
    await decide({ id: request.id, approve }).unwrap();
    dispatch(flashAdded('success', `${ADMIN_NS}:${approve ? 'students.approved' : 'students.refused'}`, { email: request.email }));
  };

  return (
    <PageLayout title={t('students.title')} subtitle={t('students.subtitle')}>
      {isLoading && <LoadingState />}
      {isError && <ErrorPanel message={t('students.loadFailed')} onRetry={() => void refetch()} />}
      {data && data.items.length === 0 && <Typography color="text.secondary">{t('students.empty')}</Typography>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data?.items.map((request) => {
          const name = `${request.firstname} ${request.lastname}`;
          return (
            <Card component="li" key={request.id} variant="outlined" aria-label={name}>
              <CardContent>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  {name} · {request.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('students.confirmedAt', { date: date.format(new Date(request.confirmedAt)) })}
                </Typography>
                <Link href={proofUrl(request.id)} target="_blank" rel="noopener">
                  {t('students.proof', { name: request.proofName })}
                </Link>
              </CardContent>
              <CardActions>
                <Button variant="contained" disabled={deciding.isLoading} onClick={() => void answer(request, true)} aria-label={`${t('students.approve')} ${name}`}>
                  {t('students.approve')}
                </Button>
                <Button color="error" disabled={deciding.isLoading} onClick={() => void answer(request, false)} aria-label={`${t('students.refuse')} ${name}`}>
                  {t('students.refuse')}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Stack>
    </PageLayout>
  );
}
