import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NS } from '../i18n/strings';
import { resourceImageUrl } from '../model/thumbnails';
import { ImageIcon } from '../../../shared/icons';

export interface ThumbnailProps {
  resourceId: string | null;
  alt: string;
  /** Width asked of the API (model/thumbnails). */
  imgWidth: number;
  /** Box size in CSS pixels (4:3). */
  width?: number;
}

/** An exercise image in a fixed 4:3 box, lazy-loaded, with a quiet placeholder when missing. */
export function Thumbnail({ resourceId, alt, imgWidth, width = 120 }: ThumbnailProps) {
  const { t } = useTranslation(BROWSER_NS);
  const [failed, setFailed] = useState(false);
  const height = Math.round((width * 3) / 4);
  return (
    <Box
      sx={{
        width,
        height,
        flex: 'none',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: '#fff',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {resourceId && !failed ? (
        <Box
          component="img"
          src={resourceImageUrl(resourceId, imgWidth)}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={width}
          height={height}
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <ImageIcon titleAccess={t('row.noImage')} sx={{ color: 'grey.400', fontSize: Math.min(36, width / 3) }} />
      )}
    </Box>
  );
}
