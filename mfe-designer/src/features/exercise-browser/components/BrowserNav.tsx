import { Box, Typography } from '@mui/material';
import type { ExerciseCategory, ExerciseFolder } from '@openset/contracts';
import { LoadingState } from '@openset/web-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { useOpenCategories } from '../../../shared/designerPreferences';
import { Tree, type TreeNode } from '../../../shared/Tree';

/** The tree's own root node: "all categories" on the stock tab, the custom root on the other. */
const ROOT = '__root__';

export type BrowserNavProps = { maxHeight: { xs: number; lg: string } } & (
  | { kind: 'categories'; categories: ExerciseCategory[] | undefined; selectedId: string | null; onSelect: (id: string | null) => void }
  | { kind: 'folders'; folders: ExerciseFolder[]; selectedId: string | null; openPath: string[]; onSelect: (id: string | null) => void }
);

/** The left column: the stock category tree, or the custom folder tree. */
export function BrowserNav(props: BrowserNavProps) {
  const { t } = useTranslation(BROWSER_NS);
  const title = props.kind === 'categories' ? t('nav.categories') : t('nav.folders');
  const { kind } = props;
  const source = props.kind === 'categories' ? props.categories : props.folders;
  const nodes: TreeNode[] = useMemo(() => {
    if (kind === 'categories') {
      const categories = [...((source as ExerciseCategory[] | undefined) ?? [])].sort((a, b) => a.order - b.order);
      return [{ id: ROOT, label: t('nav.allCategories'), parentId: null }, ...categories.map((c) => ({ id: c.id, label: c.title, parentId: c.parentId }))];
    }
    const folders = source as ExerciseFolder[];
    return [{ id: ROOT, label: t('nav.customRoot'), parentId: null }, ...folders.map((f) => ({ id: f.id, label: f.title, parentId: f.parentId ?? ROOT }))];
  }, [kind, source, t]);
  const select = (id: string) => props.onSelect(id === ROOT ? null : id);
  // The branches the clinician opened stay open after a reload (spec section 9, per profile).
  const [openCategories, setOpenCategories] = useOpenCategories();

  return (
    <Box
      component="nav"
      aria-label={title}
      sx={(theme) => ({
        bgcolor: '#fafbfc',
        overflowY: 'auto',
        maxHeight: 220,
        borderBottom: `1px solid ${theme.palette.divider}`,
        [theme.breakpoints.up('md')]: { maxHeight: props.maxHeight.xs, borderBottom: 0, borderRight: `1px solid ${theme.palette.divider}` },
        [theme.breakpoints.up('lg')]: { maxHeight: props.maxHeight.lg },
      })}
    >
      <Typography variant="overline" component="h3" sx={{ display: 'block', px: 2, pt: 1.5, color: 'text.secondary', fontWeight: 600 }}>
        {title}
      </Typography>
      {props.kind === 'categories' ? (
        props.categories ? (
          <Tree key="categories" label={title} nodes={nodes} selectedId={props.selectedId ?? ROOT} onSelect={select} expanded={openCategories} onExpandedChange={setOpenCategories} />
        ) : (
          <LoadingState label={t('list.loading')} />
        )
      ) : (
        // Keyed by the folder count so a new folder's branch opens on the current path.
        <Tree key={`folders-${props.folders.length}`} label={title} nodes={nodes} selectedId={props.selectedId ?? ROOT} initiallyExpanded={[ROOT, ...props.openPath]} onSelect={select} />
      )}
    </Box>
  );
}
