import { useDraggable } from '@dnd-kit/core';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { PlaylistAddIcon } from '../../../shared/icons';

/** What a row's "Add to set" carries when dragged: the set builder's drop reads it. */
export interface AddToSetDrag {
  addToSet: true;
  ids: string[];
  title: string;
}
export const isAddToSetDrag = (data: unknown): data is AddToSetDrag => Boolean(data && (data as Partial<AddToSetDrag>).addToSet === true);

/**
 * A row's "Add to set": a click (or Enter, Space) adds the element at the end of the open set;
 * dragged with a mouse or a touch-hold into the set builder, it goes where it is dropped. The
 * keyboard adds by click: a keyboard drag from one pane to the other would be a long trip.
 */
export function AddToSetButton({ id, title, onAdd }: { id: string; title: string; onAdd: () => void }) {
  const { t } = useTranslation(BROWSER_NS);
  const data: AddToSetDrag = { addToSet: true, ids: [id], title };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `addToSet:${id}`, data });
  const { onKeyDown: _keyboardDrag, ...pointer } = listeners ?? {};
  const label = t('row.addToSet', { title });
  return (
    <Tooltip title={label}>
      <IconButton
        ref={setNodeRef}
        {...pointer}
        aria-describedby={attributes['aria-describedby']}
        aria-label={label}
        size="small"
        color="primary"
        onClick={onAdd}
        sx={{ touchAction: 'manipulation' }}
      >
        <PlaylistAddIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
