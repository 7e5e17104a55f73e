import {
  Box,
  Button,
  Chip,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { isStackType, type Credit, type Element, type Resource, type StackElement } from '@openset/contracts';
import { ErrorPanel, LoadingState } from '@openset/web-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementsByIdsQuery } from '../api/exercisesApi';
import { BROWSER_NS } from '../i18n/strings';
import { CloseIcon, EditIcon, PlaylistAddIcon } from '../../../shared/icons';
import { StarButton } from './StarButton';
import { Thumbnail } from './Thumbnail';

export interface ElementDetailDialogProps {
  elementId: string | null;
  thumbWidth: number;
  starBusy: boolean;
  onClose: () => void;
  onToggleStar: (element: Element) => void;
  onEdit: (element: Element) => void;
  onDelete: (element: Element) => void;
  onAddToSet: (element: Element) => void;
}

/** Everything about one exercise or stack: text, parameters, media with captions, and its credits behind a link. */
export function ElementDetailDialog(props: ElementDetailDialogProps) {
  const { t } = useTranslation(BROWSER_NS);
  const titleId = useId();
  const open = props.elementId !== null;
  const query = useElementsByIdsQuery({ ids: props.elementId ? [props.elementId] : [], imgWidth: 1000 }, { skip: !open });
  const element = query.data?.items[0];
  const resources = new Map((query.data?.resources ?? []).map((resource) => [resource.id, resource]));
  const stack = element && isStackType(element.type) ? (element as StackElement) : null;
  const writable = element ? !element.readOnly : false;

  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {element?.title ?? t('detail.loading')}
        <IconButton aria-label={t('actions.close')} onClick={props.onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {query.isError ? (
          <ErrorPanel onRetry={() => void query.refetch()} />
        ) : !element ? (
          <LoadingState label={t('detail.loading')} />
        ) : (
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
              {/* With media, the gallery below shows the images in full; the thumbnail would repeat one. */}
              {element.resources.length === 0 && (
                <Thumbnail resourceId={element.thumbnailId ?? stack?.exercises[0]?.thumbnailId ?? null} alt={element.title} imgWidth={300} width={240} />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
                  <Chip size="small" label={t(`list.type.${element.type}`)} />
                  {element.reflect && <Chip size="small" variant="outlined" label={t('editor.reflect')} />}
                  {element.readOnly && element.type !== 'stockExercise' && <Chip size="small" variant="outlined" label={t('list.readOnly')} />}
                </Stack>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t('detail.instructions')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }} color={element.instructions ? 'text.primary' : 'text.secondary'}>
                  {element.instructions || t('detail.noInstructions')}
                </Typography>
              </Box>
            </Stack>
            {element.parameters.length > 0 && (
              <Box>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t('detail.parameters')}
                </Typography>
                <Table size="small" sx={{ maxWidth: 420 }}>
                  <TableBody>
                    {element.parameters.map((parameter, index) => (
                      <TableRow key={`${parameter.title}-${index}`}>
                        <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                          {parameter.title}
                        </TableCell>
                        <TableCell>{parameter.value}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {element.resources.length > 0 && (
              <Box>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t('detail.media')}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
                  {element.resources.map((ref) => (
                    <Media key={ref.resourceId} resource={resources.get(ref.resourceId)} caption={ref.caption} fallbackAlt={element.title} />
                  ))}
                </Box>
              </Box>
            )}
            {stack && (
              <Box>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t('detail.exercises')}
                </Typography>
                <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {stack.exercises.map((exercise) => (
                    <Stack component="li" key={exercise.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Thumbnail resourceId={exercise.thumbnailId} alt={exercise.title} imgWidth={props.thumbWidth} width={80} />
                      <Typography sx={{ fontWeight: 600 }}>{exercise.title}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </Box>
            )}
            {element.credit?.creditLine && <Credits credit={element.credit} />}
          </Stack>
        )}
      </DialogContent>
      {element && (
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StarButton title={element.title} starred={element.favourite} busy={props.starBusy} onToggle={() => props.onToggleStar(element)} />
            {writable && (
              <Button color="error" onClick={() => props.onDelete(element)}>
                {t('actions.delete')}
              </Button>
            )}
          </Stack>
          <Stack direction="row" spacing={1}>
            {(writable || element.type === 'stockExercise') && (
              <Button startIcon={<EditIcon />} onClick={() => props.onEdit(element)}>
                {element.type === 'stockExercise' ? t('actions.customise') : t('actions.edit')}
              </Button>
            )}
            <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={() => props.onAddToSet(element)}>
              {t('actions.addToSet')}
            </Button>
          </Stack>
        </DialogActions>
      )}
    </Dialog>
  );
}

/**
 * The licence credits behind one link, not under every picture: what the licences ask for
 * (author, source, licence) stays one click away in the details, while the pictures a patient
 * is shown carry only what they show.
 */
function Credits({ credit }: { credit: Credit }) {
  const { t } = useTranslation(BROWSER_NS);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Divider sx={{ mb: 1 }} />
      <Link component="button" type="button" variant="body2" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        {t('detail.credit')}
      </Link>
      <Collapse in={open} id={id}>
        <Typography variant="body2" color="text.secondary" data-testid="credit-line" sx={{ mt: 0.5 }}>
          {credit.creditLine}
          {credit.licenceUrl && (
            <>
              {' · '}
              <Link href={credit.licenceUrl} target="_blank" rel="noopener noreferrer">
                {t('detail.licence')}: {credit.licence}
              </Link>
            </>
          )}
        </Typography>
      </Collapse>
    </Box>
  );
}

function Media({ resource, caption, fallbackAlt }: { resource: Resource | undefined; caption: string; fallbackAlt: string }) {
  if (!resource) return null;
  const alt = caption || resource.caption || fallbackAlt;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {resource.videoUrl ? (
        <Box component="video" controls preload="metadata" poster={resource.posterUrl ?? undefined} src={resource.videoUrl} aria-label={alt} sx={{ width: '100%', borderRadius: 1, bgcolor: '#000' }} />
      ) : (
        <Box component="img" src={resource.imageUrl ?? resource.url} alt={alt} loading="lazy" sx={{ width: '100%', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: '#fff' }} />
      )}
      {(caption || resource.caption) && (
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {caption || resource.caption}
        </Typography>
      )}
    </Box>
  );
}
