import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Paper, Typography } from '@mui/material';
import { useAppDispatch, useAppStore } from '@openset/web-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAddToSetDrag, type AddToSetDrag } from '../../exercise-browser';
import { BUILDER_NS } from '../i18n/strings';
import { addRequested, edited } from '../state/builderSlice';

/** The builder's drop area (its element list, or the empty set). */
export const BUILDER_DROP_ID = 'set-builder-drop';

/** Spec section 9: a touch-hold of 250 ms starts a drag; a movement of at most 5 px is a tap. */
export const TOUCH_ACTIVATION = { delay: 250, tolerance: 5 } as const;
export const MOUSE_ACTIVATION = { distance: 5 } as const;

/**
 * A browser row's drag is over the builder only where the pointer is (dropping it back on the
 * browser adds nothing); a reorder inside the builder goes to the closest element, never to the
 * builder's drop area around them (a keyboard move has no pointer, and the area's centre lies
 * between the elements, so it would win and the move would go nowhere).
 */
const collisions: CollisionDetection = (args) =>
  isAddToSetDrag(args.active.data.current)
    ? pointerWithin(args)
    : closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => container.id !== BUILDER_DROP_ID) });

interface ElementDrag {
  title: string;
}

/**
 * One dnd-kit context over the designer, so a browser row dragged into the builder and the
 * builder's own elements share it: mouse (5 px), touch (250 ms hold) and keyboard sensors, and
 * announcements in the interface language. Wraps both panes (DesignerPage).
 */
export function SetBuilderDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation(BUILDER_NS);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [dragged, setDragged] = useState<AddToSetDrag | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: MOUSE_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const activeElements = () => {
    const state = store.getState().setBuilder;
    const doc = state?.activeId ? state.documents[state.activeId] : undefined;
    return doc ? { docId: doc.docId, keys: doc.content.elements.map((element) => element.key) } : null;
  };
  const titleOf = (data: unknown) =>
    isAddToSetDrag(data) ? data.title : ((data as ElementDrag | undefined)?.title ?? '');
  const position = (overId: unknown) => {
    const keys = activeElements()?.keys ?? [];
    return { position: keys.indexOf(String(overId)) + 1, count: keys.length };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { title: titleOf(active.data.current) }),
    onDragOver: ({ active, over }) => {
      const title = titleOf(active.data.current);
      if (!over) return t('dnd.overNothing', { title });
      if (over.id === BUILDER_DROP_ID) return t('dnd.overBuilder', { title });
      return t('dnd.over', { title, ...position(over.id) });
    },
    onDragEnd: ({ active, over }) => {
      const title = titleOf(active.data.current);
      if (!over) return t('dnd.cancelled', { title });
      if (isAddToSetDrag(active.data.current)) return t('dnd.added', { title });
      return t('dnd.dropped', { title, ...position(over.id) });
    },
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.data.current) }),
  };

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged(isAddToSetDrag(active.data.current) ? active.data.current : null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const doc = activeElements();
    const overIndex = doc ? doc.keys.indexOf(String(over.id)) : -1;
    if (isAddToSetDrag(active.data.current)) {
      dispatch(addRequested({ ids: active.data.current.ids, index: overIndex < 0 ? null : overIndex }));
      return;
    }
    if (doc && overIndex >= 0 && active.id !== over.id) {
      dispatch(edited({ docId: doc.docId, edit: { type: 'move', key: String(active.id), to: overIndex } }));
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper elevation={6} sx={{ px: 2, py: 1, maxWidth: 280, pointerEvents: 'none' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {dragged.title}
            </Typography>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
