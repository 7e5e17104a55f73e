import { signInLinkPath } from '@openset/contracts';
import { authConfig } from '../auth.config.js';
import { SingleUseLinks } from '../single-use-links/single-use-links.js';
import { SignInLinkSchema } from './sign-in-link.entity.js';

/** Single sign-on links, in `sign_in_links`. */
export const signInLinks = new SingleUseLinks(SignInLinkSchema);

/** What the integration hands the browser: the link's address under the product's public address. */
export const signInLinkUrl = (token: string) => `${authConfig.publicUrl}${signInLinkPath(token)}`;
