import { Box, Typography } from '@mui/material';
import type { ExerciseFolder, FolderKind } from '@openset/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tree, type TreeNode } from '../../../shared/Tree';
import { TEMPLATES_NS } from '../i18n/strings';
import type { TemplateRoot } from '../model/roots';

const rootNode = (kind: FolderKind) => `root:${kind}`;

/** The folder tree: one branch per visible root (own, team, organisation) with its folders. */
export function FolderNav({
  roots,
  folders,
  root,
  folderId,
  openPath,
  onSelect,
}: {
  roots: TemplateRoot[];
  folders: ExerciseFolder[];
  root: FolderKind;
  folderId: string | null;
  openPath: string[];
  onSelect: (root: FolderKind, folderId: string | null) => void;
}) {
  const { t } = useTranslation(TEMPLATES_NS);
  const label = t('nav.label');
  const nodes: TreeNode[] = useMemo(() => {
    const kinds = new Set(roots.map((r) => r.kind));
    return [
      ...roots.map((r) => ({ id: rootNode(r.kind), label: t(`roots.${r.kind}`), parentId: null })),
      ...folders.filter((f) => kinds.has(f.type)).map((f) => ({ id: f.id, label: f.title, parentId: f.parentId ?? rootNode(f.type) })),
    ];
  }, [roots, folders, t]);
  const byId = useMemo(() => new Map(folders.map((f) => [f.id, f])), [folders]);

  const select = (id: string) => {
    const folder = byId.get(id);
    if (folder) onSelect(folder.type, folder.id);
    else onSelect(id.slice('root:'.length) as FolderKind, null);
  };

  return (
    <Box
      component="nav"
      aria-label={label}
      sx={(theme) => ({
        bgcolor: '#fafbfc',
        overflowY: 'auto',
        maxHeight: 260,
        borderBottom: `1px solid ${theme.palette.divider}`,
        [theme.breakpoints.up('md')]: { maxHeight: 'none', borderBottom: 0, borderRight: `1px solid ${theme.palette.divider}` },
      })}
    >
      <Typography variant="overline" component="h2" sx={{ display: 'block', px: 2, pt: 1.5, color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      {/* Keyed by the folder count so a new folder's branch opens on the current path. */}
      <Tree
        key={`folders-${folders.length}`}
        label={label}
        nodes={nodes}
        selectedId={folderId ?? rootNode(root)}
        initiallyExpanded={[...roots.map((r) => rootNode(r.kind)), ...openPath]}
        onSelect={select}
      />
    </Box>
  );
}
