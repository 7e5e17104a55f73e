import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { lastPageOf } from './paging';

export interface ListPaginationProps {
  total: number;
  /** Counted from 0; a page past the end (rows deleted meanwhile) shows as the last. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * The pages of a list screen (clients, templates): "51–100 of 230" and the first, previous, next
 * and last page buttons, named in the page's language. One page size, so no size menu.
 */
export function ListPagination({ total, page, pageSize, onPageChange }: ListPaginationProps) {
  const { t } = useTranslation('common');
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, lastPageOf(total, pageSize))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      showFirstButton
      showLastButton
      onPageChange={(_event, next) => onPageChange(next)}
      labelDisplayedRows={({ from, to, count }) => t('list.pageRange', { from, to, count })}
      getItemAriaLabel={(type) => t(`list.page.${type}`)}
    />
  );
}
