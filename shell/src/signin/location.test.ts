import { describe, expect, it } from '@jest/globals';
import { isSignUpPage, linkRefused, safeRedirect, startLocation } from './location';

describe('where the start-up opens', () => {
  it('shows the sign-in page at /login and /login/:lang, with the redirect and demo queries', () => {
    expect(startLocation({ pathname: '/login', search: '' })).toEqual({ kind: 'signIn', lang: undefined, redirect: '/', demo: false, replaceWith: null });
    expect(startLocation({ pathname: '/login/fr/', search: '?redirect=/clinician/clients&demo' })).toEqual({
      kind: 'signIn',
      lang: 'fr',
      redirect: '/clinician/clients',
      demo: true,
      replaceWith: null,
    });
  });

  it('opens the reset page of an e-mailed link at /reset/:token, and nothing else there', () => {
    expect(startLocation({ pathname: '/reset/abc_DEF-123', search: '' })).toEqual({ kind: 'reset', token: 'abc_DEF-123' });
    expect(startLocation({ pathname: '/reset/', search: '' })).toEqual({ kind: 'app', asksSession: true });
    expect(startLocation({ pathname: '/reset/a/b', search: '' })).toEqual({ kind: 'app', asksSession: true });
  });

  it('opens the invitation page of an e-mailed link at /invitation/:token', () => {
    expect(startLocation({ pathname: '/invitation/Ab_9-z', search: '' })).toEqual({ kind: 'invite', token: 'Ab_9-z' });
    expect(startLocation({ pathname: '/invitation/', search: '' })).toEqual({ kind: 'app', asksSession: true });
  });

  it('opens the confirmation page of a sign-up e-mail\'s link at /signup/confirm/:token', () => {
    expect(startLocation({ pathname: '/signup/confirm/Ab_9-z', search: '' })).toEqual({ kind: 'confirm', token: 'Ab_9-z' });
    expect(startLocation({ pathname: '/signup/confirm/', search: '' })).toEqual({ kind: 'app', asksSession: true });
  });

  it('opens the sign-in page on its sign-up form at /signup, the page of a referral link', () => {
    expect(startLocation({ pathname: '/signup', search: '?ref=AbCdEf123_-x' })).toEqual({ kind: 'signIn', lang: undefined, redirect: '/', demo: false, replaceWith: null });
    expect(isSignUpPage('/signup/')).toBe(true);
    expect(isSignUpPage('/login')).toBe(false);
    expect(isSignUpPage('/signup/confirm/abc')).toBe(false);
  });

  it('sends a stranger on the empty path to /login, as landing does', () => {
    expect(startLocation({ pathname: '/', search: '' })).toMatchObject({ kind: 'signIn', replaceWith: '/login' });
  });

  it('starts the app elsewhere, asking for the session except on the portal and maintenance pages', () => {
    expect(startLocation({ pathname: '/clinician/designer', search: '' })).toEqual({ kind: 'app', asksSession: true });
    expect(startLocation({ pathname: '/login/fr/x', search: '' })).toEqual({ kind: 'app', asksSession: true });
    expect(startLocation({ pathname: '/portal', search: '' })).toEqual({ kind: 'app', asksSession: false });
    expect(startLocation({ pathname: '/portal/sets', search: '' })).toEqual({ kind: 'app', asksSession: false });
    expect(startLocation({ pathname: '/maintenance', search: '' })).toEqual({ kind: 'app', asksSession: false });
  });

  it('follows only same-origin paths after sign-in', () => {
    expect(safeRedirect('/clinician/outcomes')).toBe('/clinician/outcomes');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });

  it('tells when a refused sign-in link sent the browser to the sign-in page', () => {
    expect(linkRefused('?link=expired')).toBe(true);
    expect(linkRefused('?redirect=/&link=expired')).toBe(true);
    expect(linkRefused('')).toBe(false);
    expect(linkRefused('?link=other')).toBe(false);
  });
});
