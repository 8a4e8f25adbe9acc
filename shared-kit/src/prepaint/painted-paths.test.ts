import { describe, expect, it } from 'vitest';
import { isPaintedMemberPath, isPaintedPath, isPaintedVisitorMemberPath } from './painted-paths';

describe('the pages that may arrive painted', () => {
  it('names the member search and a member profile as painted member pages, with or without a trailing slash', () => {
    expect(isPaintedMemberPath('/members')).toBe(true);
    expect(isPaintedMemberPath('/members/')).toBe(true);
    expect(isPaintedMemberPath('/members/42')).toBe(true);
  });

  it('names the likes pages, each of their three views', () => {
    for (const path of ['/likes', '/likes/received', '/likes/given', '/likes/matches/']) expect(isPaintedMemberPath(path), path).toBe(true);
    for (const path of ['/likes/m/4', '/likes/other', '/likesx']) expect(isPaintedMemberPath(path), path).toBe(false);
  });

  it('names the conversation list, never an open conversation', () => {
    expect(isPaintedMemberPath('/chats')).toBe(true);
    expect(isPaintedMemberPath('/chats/5')).toBe(false);
  });

  it("leaves out other members' pages and anything that only looks like one", () => {
    for (const path of ['/members/42/chat', '/members/abc', '/members/1234567890123', '/membersx', '/account', '/']) {
      expect(isPaintedMemberPath(path), path).toBe(false);
    }
  });

  it("paints a visitor's search and profiles only, never the pages only a member has", () => {
    for (const path of ['/members', '/members/', '/members/42']) expect(isPaintedVisitorMemberPath(path), path).toBe(true);
    for (const path of ['/likes', '/chats', '/members/42/chat', '/members/abc', '/membersx', '/']) {
      expect(isPaintedVisitorMemberPath(path), path).toBe(false);
    }
  });

  it('adds the home page and the landers for visitors', () => {
    expect(isPaintedPath('/')).toBe(true);
    expect(isPaintedPath('/landers/video/amsterdam')).toBe(true);
    expect(isPaintedPath('/members/7')).toBe(true);
    expect(isPaintedPath('/landersx')).toBe(false);
    expect(isPaintedPath('/settings')).toBe(false);
  });
});
