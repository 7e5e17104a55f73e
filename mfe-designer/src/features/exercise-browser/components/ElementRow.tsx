import { Box, Button, Checkbox, Chip, IconButton, Link, Menu, MenuItem, Stack, Tooltip, Typography } from '@mui/material';
import { isStackType, type ElementListItem, type StackListItem } from '@openset/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { StarButton } from './StarButton';
import { Thumbnail } from './Thumbnail';
import { MoreVertIcon } from '../../../shared/icons';
import { NARROW_BROWSER_ROW } from '../../../shared/narrow';


/** Stacks show their first 4 exercises when closed (spec section 9). */
const STACK_PREVIEW = 4;

export interface ElementRowProps {
  element: ElementListItem;
  thumbWidth: number;
  categoryTitle?: string | undefined;
  selected: boolean;
  onToggleSelect: () => void;
  onOpen: () => void;
  onToggleStar: () => void;
  starBusy: boolean;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** The drag handle, when the list can be reordered. */
  handle?: ReactNode;
  /** "Add to set" (click or drag into the set builder). */
  addToSet?: ReactNode;
  /** A stock row standing for its movement: how many variants match, and the picker's opener. */
  variants?: { count: number; onOpen: () => void } | undefined;
  /** A line under the title in place of the category (the variant picker's side note). */
  note?: ReactNode;
}

export function ElementRow(props: ElementRowProps) {
  const { element, thumbWidth, selected } = props;
  const { t } = useTranslation(BROWSER_NS);
  const stack = isStackType(element.type) ? (element as StackListItem) : null;
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const hasMenu = Boolean(props.onEdit ?? props.onDelete);

  return (
    // Narrow, a smaller picture and the buttons under the title: at 320 px the title had no
    // width left and the Add button sat over it.
    <Box sx={{ containerType: 'inline-size', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, height: '100%', [NARROW_BROWSER_ROW]: { gap: 1, px: 1 } }}>
        {props.handle}
        <Checkbox checked={selected} onChange={props.onToggleSelect} slotProps={{ input: { 'aria-label': t('row.select', { title: element.title }) } }} size="small" />
        <Box onClick={props.onOpen} sx={{ cursor: 'pointer' }}>
          <Thumbnail resourceId={element.thumbnailId ?? stack?.exercises[0]?.thumbnailId ?? null} alt={element.title} imgWidth={thumbWidth} sx={{ [NARROW_BROWSER_ROW]: { width: 72 } }} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5, [NARROW_BROWSER_ROW]: { flexDirection: 'column', alignItems: 'stretch', gap: 0.25 } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={props.onOpen}
              aria-haspopup="dialog"
              aria-label={t('row.open', { title: element.title })}
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                textAlign: 'left',
                color: 'text.primary',
                fontWeight: 600,
                fontSize: '0.95rem',
                lineHeight: 1.3,
              }}
            >
              {element.title}
            </Link>
            {/* One line on a narrow row, the category shortened: a third line would not fit the row. */}
            <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, [NARROW_BROWSER_ROW]: { flexWrap: 'nowrap' } }}>
              {stack ? (
                <Typography variant="caption" color="text.secondary">
                  {t('list.stackOf', { count: stack.exercises.length })}
                </Typography>
              ) : props.note ? (
                props.note
              ) : (
                props.categoryTitle && (
                  <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: 200 }}>
                    {props.categoryTitle}
                  </Typography>
                )
              )}
              {props.variants && props.variants.count > 1 && (
                <Button
                  size="small"
                  variant="outlined"
                  aria-haspopup="dialog"
                  aria-label={t('row.variantsOf', { count: props.variants.count, title: element.title })}
                  onClick={props.variants.onOpen}
                  sx={{ flex: 'none', minHeight: 0, py: 0, px: 1, fontSize: '0.75rem', lineHeight: 1.6, textTransform: 'none' }}
                >
                  {t('row.variants', { count: props.variants.count })}
                </Button>
              )}
              {element.type !== 'stockExercise' && <Chip size="small" variant="outlined" label={t(`list.type.${element.type}`)} sx={{ height: 20, fontSize: '0.7rem' }} />}
              {element.readOnly && element.type !== 'stockExercise' && (
                <Chip size="small" label={t('list.readOnly')} sx={{ height: 20, fontSize: '0.7rem' }} />
              )}
            </Stack>
            {stack && stack.exercises.length > 0 && (
              // A narrow row has no room for the preview: the stack's detail shows its exercises.
              <Box component="ul" aria-label={t('list.stackPreview')} sx={{ display: 'flex', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 0.75, [NARROW_BROWSER_ROW]: { display: 'none' } }}>
                {stack.exercises.slice(0, STACK_PREVIEW).map((exercise) => (
                  <Box component="li" key={exercise.id}>
                    <Thumbnail resourceId={exercise.thumbnailId} alt={exercise.title} imgWidth={thumbWidth > 120 ? 120 : 60} width={40} />
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          {/* Beside the title, or under it on a narrow row, where the title needs the width. */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, [NARROW_BROWSER_ROW]: { gap: 1, ml: -0.75 } }}>
            {props.addToSet}
            <StarButton title={element.title} starred={element.favourite} busy={props.starBusy} onToggle={props.onToggleStar} />
            {hasMenu && (
              <>
                <Tooltip title={t('row.more', { title: element.title })}>
                  <IconButton size="small" aria-label={t('row.more', { title: element.title })} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
                    <MoreVertIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
                  {props.onEdit && (
                    <MenuItem
                      onClick={() => {
                        setMenu(null);
                        props.onEdit?.();
                      }}
                    >
                      {t('actions.edit')}
                    </MenuItem>
                  )}
                  {props.onDelete && (
                    <MenuItem
                      onClick={() => {
                        setMenu(null);
                        props.onDelete?.();
                      }}
                      sx={{ color: 'error.main' }}
                    >
                      {t('actions.delete')}
                    </MenuItem>
                  )}
                </Menu>
              </>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
