import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { resourceImageUrl, setResourceImageUrl } from '../model/thumbnails';
import { ImageIcon } from '../../../shared/icons';

export interface ThumbnailProps {
  resourceId: string | null;
  alt: string;
  /** Width asked of the API (model/thumbnails). */
  imgWidth: number;
  /** Box size in CSS pixels (4:3). */
  width?: number;
  /**
   * A saved set that shows the image: asked through it when the library answers not found (a
   * team-mate's own upload in a shared client's set or a team template).
   */
  viaSetId?: string | null;
  /** Styles of the box, such as another width where a container query says so (4:3 kept). */
  sx?: SxProps<Theme>;
}

/**
 * An exercise image in a fixed 4:3 box, lazy-loaded. Without one (an imported exercise whose pose
 * the drawing generator does not know gets no drawing rather than a wrong figure) the box is a
 * neutral card with the exercise's title, named for screen readers.
 */
export function Thumbnail({ resourceId, alt, imgWidth, width = 120, viaSetId = null, sx }: ThumbnailProps) {
  const { t } = useTranslation(BROWSER_NS);
  const [failed, setFailed] = useState<string[]>([]);
  const sources = resourceId
    ? [resourceImageUrl(resourceId, imgWidth), ...(viaSetId ? [setResourceImageUrl(viaSetId, resourceId, imgWidth)] : [])]
    : [];
  const src = sources.find((source) => !failed.includes(source));
  const height = Math.round((width * 3) / 4);
  return (
    <Box
      sx={[
        {
          width,
          aspectRatio: '4 / 3',
          flex: 'none',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: '#fff',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={width}
          height={height}
          onError={() => setFailed((before) => [...before, src])}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : alt && width >= 64 ? (
        <Box role="img" aria-label={t('row.noImageOf', { title: alt })} sx={{ width: '100%', height: '100%', bgcolor: 'grey.50', display: 'grid', placeItems: 'center', p: 0.75, boxSizing: 'border-box' }}>
          <Typography
            aria-hidden
            component="span"
            sx={{ fontSize: width >= 160 ? '0.95rem' : '0.7rem', lineHeight: 1.2, fontWeight: 600, color: 'text.secondary', textAlign: 'center', overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: width >= 160 ? 5 : 3, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }}
          >
            {alt}
          </Typography>
        </Box>
      ) : (
        <ImageIcon titleAccess={alt ? t('row.noImageOf', { title: alt }) : t('row.noImage')} sx={{ color: 'grey.400', fontSize: Math.min(36, width / 3) }} />
      )}
    </Box>
  );
}
