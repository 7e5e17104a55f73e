import { Button, Chip, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { ACCOUNT_TYPES, type AccountType, type AdminAccount } from '@openset/contracts';
import {
  ColumnTitles,
  ConfirmDialog,
  ErrorPanel,
  flashAdded,
  ListPagination,
  ListTable,
  LoadingState,
  PageLayout,
  SearchField,
  useAppDispatch,
  useDateFormat,
  usePageTitle,
  useSearchText,
} from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAccountsQuery, useAdminSetClosedMutation } from './adminApi';
import { ADMIN_NS } from './strings';

const PAGE = 50;

/** Every account, searched and filtered by type, a page at a time; close and reopen; a manager's seats. */
export function AccountsScreen() {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  usePageTitle(t('accounts.title'), t('common:app.name'));
  const dispatch = useAppDispatch();
  const { typed, setTyped, search, searchNow } = useSearchText();
  const [type, setType] = useState<AccountType | ''>('');
  const [page, setPage] = useState(0);
  const { data, isLoading, isError, refetch } = useAdminAccountsQuery({ search, type, skip: page * PAGE });
  const [setClosed, closing] = useAdminSetClosedMutation();
  const [confirming, setConfirming] = useState<AdminAccount | null>(null);
  const date = useDateFormat({ dateStyle: 'medium' });
  const nameOf = (account: AdminAccount) => [account.firstname, account.lastname].filter(Boolean).join(' ') || account.username;

  const change = async (account: AdminAccount, closed: boolean) => {
    try {
      await setClosed({ id: account.id, closed }).unwrap();
      dispatch(flashAdded('success', `${ADMIN_NS}:${closed ? 'accounts.closed' : 'accounts.reopened'}`));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <PageLayout title={t('accounts.title')} subtitle={t('accounts.subtitle')} wide>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          value={typed}
          labels={{ label: t('accounts.search'), placeholder: t('accounts.searchPlaceholder'), clear: t('accounts.clear') }}
          onChange={(value) => {
            setTyped(value);
            setPage(0);
          }}
          onSubmit={searchNow}
          maxLength={100}
        />
        <TextField
          select
          label={t('accounts.type')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as AccountType | '');
            setPage(0);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('accounts.anyType')}</MenuItem>
          {ACCOUNT_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`types.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isLoading && <LoadingState />}
      {isError && <ErrorPanel message={t('accounts.loadFailed')} onRetry={() => void refetch()} />}
      {data && data.items.length === 0 && <Typography color="text.secondary">{t('accounts.empty')}</Typography>}
      {data && data.items.length > 0 && (
        <>
          <ListTable
            label={t('accounts.title')}
            head={<ColumnTitles titles={[t('accounts.name'), t('accounts.email'), t('accounts.type'), t('accounts.state'), t('accounts.seats'), t('accounts.actions')]} />}
          >
            {data.items.map((account) => (
              <TableRow key={account.id} data-testid="admin-account-row">
                <TableCell>{nameOf(account)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{account.email}</TableCell>
                <TableCell>{t(`types.${account.type}`)}</TableCell>
                <TableCell>
                  <Chip size="small" color={account.state === 'active' ? 'success' : 'default'} label={t(`states.${account.state}`)} />
                  {account.deleteAfter && (
                    <Typography variant="caption" component="p" color="text.secondary">
                      {t('accounts.deleteAfter', { date: date.format(new Date(account.deleteAfter)) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{account.seats === null ? '' : t('accounts.seatsValue', { active: account.activeStaff ?? 0, seats: account.seats })}</TableCell>
                <TableCell>
                  {account.type !== 'admin' &&
                    (account.state === 'active' ? (
                      <Button size="small" color="error" onClick={() => setConfirming(account)} aria-label={`${t('accounts.close')} ${nameOf(account)}`}>
                        {t('accounts.close')}
                      </Button>
                    ) : (
                      <Button size="small" onClick={() => void change(account, false)} aria-label={`${t('accounts.reopen')} ${nameOf(account)}`}>
                        {t('accounts.reopen')}
                      </Button>
                    ))}
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
          <ListPagination total={data.total} page={page} pageSize={PAGE} onPageChange={setPage} />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('accounts.closeTitle', { name: nameOf(confirming) }) : ''}
        message={t('accounts.closeMessage')}
        confirmLabel={t('accounts.close')}
        destructive
        busy={closing.isLoading}
        onConfirm={() => confirming && void change(confirming, true)}
        onCancel={() => setConfirming(null)}
      />
    </PageLayout>
  );
}
