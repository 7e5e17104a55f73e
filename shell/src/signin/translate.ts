import type { Lang } from '@openset/contracts/plain';
import { commonEn, commonFr } from '@openset/web-kit/signed-out';
import { shellStrings } from '../i18n/strings';

/** A translation as the sign-in page asks for it: i18next's `t` of namespace `shell` does the same. */
export type Translate = (key: string, values?: Record<string, string>) => string;

type Tree = { readonly [key: string]: string | Tree };

const BUNDLES: Record<Lang, Record<string, Tree>> = {
  en: { shell: shellStrings.en, common: commonEn },
  fr: { shell: shellStrings.fr, common: commonFr },
};

function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The sign-in start-up's translations, before i18next has loaded: the same bundles (`shell`,
 * and `common` for keys written `common:...`), English where a French string is missing, and
 * `{{name}}` values, as i18next reads them.
 */
export function translator(lang: Lang): Translate {
  return (key, values = {}) => {
    const split = key.indexOf(':');
    const [namespace, path] = split < 0 ? ['shell', key] : [key.slice(0, split), key.slice(split + 1)];
    const text = lookup(BUNDLES[lang][namespace], path) ?? lookup(BUNDLES.en[namespace], path) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
  };
}
