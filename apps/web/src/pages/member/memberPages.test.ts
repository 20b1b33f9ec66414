import { describe, expect, it } from 'vitest';
import { BUILT_MEMBER_PAGES } from '../../features/member/builtPages';
import { registeredMemberPages } from '../../features/member/registry';
import './memberPages';

describe('member pages of this build', () => {
  it('BUILT_MEMBER_PAGES (what the header and side menu link to) names exactly the registered pages', () => {
    expect(new Set(registeredMemberPages().map((d) => d.name))).toEqual(BUILT_MEMBER_PAGES);
  });
});
