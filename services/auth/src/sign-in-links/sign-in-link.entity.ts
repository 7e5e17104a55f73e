import type { InferEntity } from '@mikro-orm/core';
import { singleUseLinkEntity } from '../single-use-links/single-use-link.entity.js';

/** A single sign-on link, made by an integration for its own account and opened in a browser. */
export const SignInLinkSchema = singleUseLinkEntity('SignInLink', 'sign_in_links');

export type SignInLink = InferEntity<typeof SignInLinkSchema>;
