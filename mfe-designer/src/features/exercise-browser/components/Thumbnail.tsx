import { Box, type SxProps, type Theme } from '@mui/material';
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

/** An exercise image in a fixed 4:3 box, lazy-loaded, with a quiet placeholder when missing. */
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
      ) : (
        <ImageIcon titleAccess={t('row.noImage')} sx={{ color: 'grey.400', fontSize: Math.min(36, width / 3) }} />
      )}
    </Box>
  );
}
