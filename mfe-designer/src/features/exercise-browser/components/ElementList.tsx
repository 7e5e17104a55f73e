import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { Box, Paper, Typography } from '@mui/material';
import { isStackType, type ElementListItem, type ExerciseFolder } from '@openset/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { dropAction, type DropAction, type ListRow } from '../model/drop';
import { FolderRow } from './FolderRow';
import { DragIndicatorIcon } from '../../../shared/icons';
import { Thumbnail } from './Thumbnail';

const ROW_HEIGHT = { folder: 64, element: 112 } as const;
/** Ask for the next page while this many rows are still below the visible ones. */
const PREFETCH_ROWS = 20;

export interface ElementListProps {
  label: string;
  rows: ListRow[];
  /** Reordering and moving by drag (custom and starred tabs). */
  draggable: boolean;
  /** Starred tab: drags only reorder. */
  reorderOnly: boolean;
  thumbWidth: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpenFolder: (folder: ExerciseFolder) => void;
  onDrop: (action: DropAction) => void;
  renderElement: (element: ElementListItem, handle: ReactNode) => ReactNode;
}

const rowId = (row: ListRow): string => (row.kind === 'folder' ? `folder:${row.folder.id}` : row.element.id);
const rowTitle = (row: ListRow | undefined) => (row?.kind === 'folder' ? row.folder.title : (row?.element.title ?? ''));

/**
 * The browser list: virtualised (only the rows on screen exist in the page), next page loaded
 * near the end, and, on the custom and starred tabs, drag and drop with dnd-kit: onto a row to
 * reorder, onto a folder to move into it, onto a stack to add an exercise to it. The keyboard
 * sensor makes all of it keyboard operable (Space, arrows, Space), with spoken announcements.
 */
export function ElementList(props: ElementListProps) {
  const { rows, draggable } = props;
  const { t } = useTranslation(BROWSER_NS);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);

  const virtualizer = useVirtualizer({
    count: rows.length + (props.hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'folder' ? ROW_HEIGHT.folder : ROW_HEIGHT.element),
    overscan: 6,
    getItemKey: (index) => (rows[index] ? rowId(rows[index]) : 'more'),
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows[virtualRows.length - 1]?.index ?? 0;
  const { hasMore, loadingMore, onLoadMore } = props;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - PREFETCH_ROWS) onLoadMore();
  }, [lastIndex, rows.length, hasMore, loadingMore, onLoadMore]);

  const byId = useMemo(() => new Map(rows.map((row) => [rowId(row), row])), [rows]);
  const ids = useMemo(() => rows.map(rowId), [rows]);
  const sensors = useSensors(
    // 5 px before a drag starts (spec section 9 tap detection), so clicks stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const describe = (id: UniqueIdentifier | undefined) => {
    const row = id === undefined ? undefined : byId.get(String(id));
    if (row?.kind === 'folder') return t('dnd.intoFolder', { title: row.folder.title });
    if (row?.kind === 'element' && isStackType(row.element.type)) return t('dnd.intoStack', { title: row.element.title });
    return rowTitle(row);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { title: rowTitle(byId.get(String(active.id))) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { title: rowTitle(byId.get(String(active.id))), target: describe(over.id) })
        : t('dnd.overNothing', { title: rowTitle(byId.get(String(active.id))) }),
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { title: rowTitle(byId.get(String(active.id))), target: describe(over.id) }) : t('dnd.cancelled', { title: rowTitle(byId.get(String(active.id))) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: rowTitle(byId.get(String(active.id))) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(active.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const action = dropAction(rows, String(active.id), String(over.id), props.reorderOnly);
    if (action) props.onDrop(action);
  };

  const active = activeId === null ? undefined : byId.get(String(activeId));
  const list = (
    <Box
      ref={scrollRef}
      role="list"
      aria-label={props.label}
      aria-busy={loadingMore}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', position: 'relative', contain: 'strict' }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualRows.map((item) => {
          const row = rows[item.index];
          return (
            <Box
              key={item.key}
              role="listitem"
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {row ? (
                <SortableRow {...props} id={rowId(row)} row={row} activeId={activeId} draggable={draggable} ids={ids} />
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                  {t('list.loadingMore')}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );

  if (!draggable) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      {/* No shuffling while dragging: the target row is highlighted instead, because dropping on
          a folder or a stack means "into", not "next to". */}
      <SortableContext items={ids} strategy={() => null}>
        {list}
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {active?.kind === 'element' ? (
          <Paper elevation={6} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, maxWidth: 360, opacity: 0.95 }}>
            <Thumbnail resourceId={active.element.thumbnailId} alt="" imgWidth={props.thumbWidth} width={64} />
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {active.element.title}
            </Typography>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

interface SortableRowProps extends ElementListProps {
  id: string;
  row: ListRow;
  ids: string[];
  activeId: UniqueIdentifier | null;
}

function SortableRow({ id, row, ids, activeId, draggable, thumbWidth: _thumbWidth, ...props }: SortableRowProps) {
  const { t } = useTranslation(BROWSER_NS);
  const isFolder = row.kind === 'folder';
  const sortable = useSortable({ id, disabled: { draggable: !draggable || isFolder, droppable: !draggable } });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isOver, isDragging } = sortable;
  const activeIndex = activeId === null ? -1 : ids.indexOf(String(activeId));
  const index = ids.indexOf(id);
  const activeRow = activeIndex >= 0 ? props.rows[activeIndex] : undefined;
  const into = isOver && activeId !== id && activeRow && dropAction(props.rows, String(activeId), id, props.reorderOnly)?.kind.startsWith('move');
  const line = isOver && activeId !== id && !into ? (activeIndex < index ? 'after' : 'before') : null;

  const handle =
    draggable && row.kind === 'element' ? (
      <Box
        component="button"
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('row.drag', { title: row.element.title })}
        sx={{
          border: 0,
          background: 'none',
          p: 0.5,
          borderRadius: 1,
          color: 'text.secondary',
          cursor: 'grab',
          display: 'grid',
          placeItems: 'center',
          touchAction: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '3px solid #1c5fa8', outlineOffset: '1px' },
        }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
    ) : null;

  return (
    <Box
      ref={setNodeRef}
      sx={{
        height: '100%',
        borderBottom: 1,
        borderColor: 'divider',
        position: 'relative',
        opacity: isDragging ? 0.45 : 1,
        bgcolor: into ? 'rgba(11, 95, 115, 0.1)' : 'background.paper',
        outline: into ? '2px solid #0b5f73' : 'none',
        outlineOffset: '-2px',
        '&::before': line
          ? { content: '""', position: 'absolute', left: 8, right: 8, height: 3, borderRadius: 2, bgcolor: 'primary.main', [line === 'before' ? 'top' : 'bottom']: -1, zIndex: 1 }
          : undefined,
      }}
    >
      {row.kind === 'folder' ? <FolderRow folder={row.folder} onOpen={() => props.onOpenFolder(row.folder)} /> : props.renderElement(row.element, handle)}
    </Box>
  );
}
