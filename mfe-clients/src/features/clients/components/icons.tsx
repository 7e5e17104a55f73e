import { pathIcon as icon } from '@openset/web-kit';

// Material Design icon paths (Apache-2.0), inlined like the kit's own icons.
export const AddIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
export const EditIcon = icon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
);
export const KeyIcon = icon(
  'M12.65 10C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H17v4h4v-4h2v-4zM7 14c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2',
);
export const ArrowBackIcon = icon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z');
