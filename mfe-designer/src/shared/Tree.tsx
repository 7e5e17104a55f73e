import { Box, Typography } from '@mui/material';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRightIcon, ExpandMoreIcon } from './icons';

export interface TreeNode {
  id: string;
  label: string;
  parentId: string | null;
}

interface VisibleNode {
  node: TreeNode;
  level: number;
  hasChildren: boolean;
}

export interface TreeProps {
  label: string;
  nodes: readonly TreeNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Ids expanded at first (e.g. the path to the selected node). */
  initiallyExpanded?: readonly string[];
  /** The ids expanded, when the caller keeps them (a remembered preference); else the tree does. */
  expanded?: readonly string[];
  onExpandedChange?: (ids: string[]) => void;
}

/**
 * A tree view following the WAI-ARIA tree pattern: one tab stop (roving tabindex), arrows move
 * and open or close branches, Home/End jump, Enter or Space selects. Selection follows the
 * user's choice only (not focus), since selecting reloads the list.
 */
export function Tree({ label, nodes, selectedId, onSelect, initiallyExpanded = [], expanded: kept, onExpandedChange }: TreeProps) {
  const [own, setOwn] = useState(() => new Set(initiallyExpanded));
  const expanded = useMemo(() => (kept ? new Set(kept) : own), [kept, own]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLLIElement>());

  const children = useMemo(() => {
    const map = new Map<string | null, TreeNode[]>();
    for (const node of nodes) {
      const list = map.get(node.parentId) ?? [];
      list.push(node);
      map.set(node.parentId, list);
    }
    return map;
  }, [nodes]);

  const visible = useMemo(() => {
    const out: VisibleNode[] = [];
    const walk = (parentId: string | null, level: number) => {
      for (const node of children.get(parentId) ?? []) {
        const hasChildren = (children.get(node.id)?.length ?? 0) > 0;
        out.push({ node, level, hasChildren });
        if (hasChildren && expanded.has(node.id)) walk(node.id, level + 1);
      }
    };
    walk(null, 1);
    return out;
  }, [children, expanded]);

  const tabStop = visible.some((v) => v.node.id === focusId) ? focusId : (visible.find((v) => v.node.id === selectedId)?.node.id ?? visible[0]?.node.id);

  const focus = (id: string | undefined) => {
    if (!id) return;
    setFocusId(id);
    refs.current.get(id)?.focus();
  };
  const toggle = (id: string, open?: boolean) => {
    const next = new Set(expanded);
    if (open ?? !next.has(id)) next.add(id);
    else next.delete(id);
    if (next.size === expanded.size) return;
    if (!kept) setOwn(next);
    onExpandedChange?.([...next]);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const item = visible[index]!;
    const { id } = item.node;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(visible[index + 1]?.node.id),
      ArrowUp: () => focus(visible[index - 1]?.node.id),
      Home: () => focus(visible[0]?.node.id),
      End: () => focus(visible[visible.length - 1]?.node.id),
      ArrowRight: () => {
        if (!item.hasChildren) return;
        if (!expanded.has(id)) toggle(id, true);
        else focus(visible[index + 1]?.node.id);
      },
      ArrowLeft: () => {
        if (item.hasChildren && expanded.has(id)) toggle(id, false);
        else focus(item.node.parentId ?? undefined);
      },
      Enter: () => onSelect(id),
      ' ': () => onSelect(id),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      action();
    }
  };

  return (
    <Box component="ul" role="tree" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
      {visible.map((item, index) => {
        const { node, level, hasChildren } = item;
        const selected = node.id === selectedId;
        return (
          <Box
            component="li"
            key={node.id}
            role="treeitem"
            aria-level={level}
            aria-selected={selected}
            aria-expanded={hasChildren ? expanded.has(node.id) : undefined}
            tabIndex={node.id === tabStop ? 0 : -1}
            ref={(element: HTMLLIElement | null) => {
              if (element) refs.current.set(node.id, element);
              else refs.current.delete(node.id);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={() => setFocusId(node.id)}
            onClick={() => {
              onSelect(node.id);
              if (hasChildren && !selected) toggle(node.id, true);
            }}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              pl: (level - 1) * 1.75 + 0.5,
              pr: 1,
              py: 0.5,
              borderRadius: 1,
              cursor: 'pointer',
              color: selected ? 'primary.dark' : 'text.primary',
              bgcolor: selected ? 'rgba(11, 95, 115, 0.1)' : 'transparent',
              fontWeight: selected ? 600 : 400,
              '&:hover': { bgcolor: selected ? 'rgba(11, 95, 115, 0.14)' : 'action.hover' },
              '&:focus-visible': { outline: '3px solid #1c5fa8', outlineOffset: '-3px' },
            }}
          >
            <Box
              component="span"
              aria-hidden
              onClick={(event) => {
                if (!hasChildren) return;
                event.stopPropagation();
                toggle(node.id);
              }}
              sx={{ display: 'inline-flex', width: 20, flex: 'none', color: 'text.secondary' }}
            >
              {hasChildren && (expanded.has(node.id) ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />)}
            </Box>
            <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {node.label}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
