/**
 * One exercise of an exercise library, as every source (our authored catalogue, our JSON and CSV
 * formats, wger, everkinetic) is normalised before it is loaded into the stock library or into an
 * organisation's folder. The loader is idempotent on (source, sourceKey).
 */
export interface LocalisedText {
  en: string;
  /** null when the source has no French text; the UI then falls back to English. */
  fr: string | null;
}

export interface LibraryImage {
  /** 'drawing' for generated thumbnails and line drawings, 'photo' for photographs. */
  kind: 'drawing' | 'photo';
  /** MIME type of `data`: image/svg+xml, image/png, image/jpeg or image/webp. */
  mime: string;
  data: Buffer;
  caption: LocalisedText | null;
  /**
   * Set for a file of a data set that is read only when a load writes it (`data` is then a lazy
   * getter): its path, size and modification time, which the library's version digests instead
   * of the bytes, so a start with an unchanged library never reads 100 MB of photographs.
   */
  fingerprint?: string;
}

export interface LibraryLicence {
  /** SPDX-like id: 'CC-BY-SA-4.0', 'CC0-1.0', 'OpenSet' (our own authored content). */
  id: string;
  url: string | null;
  /** True when the licence requires a credit line wherever the exercise is shown. */
  attributionRequired: boolean;
}

/**
 * Which movement an item is a variant of: the exercise browser shows one row per movement and
 * its variants in a picker (services/exercises/README.md, "Search and movements"). Items without one are a movement
 * of their own.
 */
export interface LibraryMovement {
  /** Names the movement across its variants, unique within the source (the base exercise's key). */
  key: string;
  /** Names the variant without its side: the left and right variants of one variant share it. */
  variantKey: string;
  /** The variant in a few words, without the side ("sitting, light band"). */
  label: LocalisedText;
  side: 'left' | 'right' | null;
}

export interface LibraryItem {
  source: string;
  /** Stable key within the source (e.g. 'shoulder-flexion-arom-standing', wger uuid). */
  sourceKey: string;
  title: LocalisedText;
  instructions: LocalisedText;
  /** Key of a category of the category tree (categories.ts). */
  category: string;
  bodyRegions: string[];
  equipment: string[];
  /** standing, sitting, supine, prone, side-lying, quadruped, kneeling, half-kneeling, long-sitting, ... */
  position: string;
  /** Default parameters, e.g. [{title:'Sets', value:'3'}, {title:'Reps', value:'10'}]. */
  parameters: { title: string; value: string }[];
  /** Left/right variants say so; reflect = the drawing may be mirrored for the other side. */
  reflect: boolean;
  images: LibraryImage[];
  licence: LibraryLicence;
  author: string | null;
  sourceUrl: string | null;
  /** The credit line shown where the licence asks for it (browser detail, portal, PDF). */
  creditLine: string | null;
  tags: string[];
  /** The movement this item is a variant of; absent: the item is a movement of its own. */
  movement?: LibraryMovement;
}

export interface LibraryCategory {
  key: string;
  parentKey: string | null;
  title: LocalisedText;
  order: number;
}
