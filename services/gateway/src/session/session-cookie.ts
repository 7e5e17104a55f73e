import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@openset/contracts';
import type { CookieOptions, Request, Response } from 'express';

function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

export function setSessionCookie(req: Request, res: Response, sid: string): void {
  res.cookie(SESSION_COOKIE, sid, { ...cookieOptions(req), maxAge: SESSION_MAX_AGE_SECONDS * 1000 });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
