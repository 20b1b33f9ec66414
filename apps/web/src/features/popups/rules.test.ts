import { afterEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PAGE_SIZE, feedbackContentOk, feedbackEmptyFields, pageOf } from './formRules';
import {
  executionsFor,
  PUBLIC_POPUP_CLOSED_KEYS,
  publicPopupClosed,
  rememberPublicPopupClosed,
  resetPublicPopupMemory,
  shouldShowPublicPopup,
} from './rules';
import { formatBrandDateTime } from '../../shared/format/dates';
import baseBrand from '../../../../../config/brands/_base/brand.json';
import { changePasswordProblems, loadPasswordRule, passwordProblem } from './passwordRules';
import { registerValidatorFixture } from '../../test/fixtures';

afterEach(() => {
  sessionStorage.clear();
  resetPublicPopupMemory();
});

describe('announcement pages of 9 (spec 2, 9)', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);
  it('groups 20 titles into pages of 9, 9 and 2', () => {
    expect(ANNOUNCEMENT_PAGE_SIZE).toBe(9);
    expect(pageOf(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 3 });
    expect(pageOf(items, 2).items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(pageOf(items, 3).items).toEqual([19, 20]);
  });
  it('clamps the page into range and handles an empty list', () => {
    expect(pageOf(items, 7).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 0 });
    expect(pageOf(items.slice(0, 9), 1).pageCount).toBe(1);
  });
});

describe('feedback rules (spec 5)', () => {
  it('names the empty fields in form order, spaces counting as empty', () => {
    expect(feedbackEmptyFields({ type: '', content: '', captcha: '' })).toEqual([
      'type',
      'content',
      'captcha',
    ]);
    expect(feedbackEmptyFields({ type: '1', content: '   ', captcha: '' })).toEqual(['content', 'captcha']);
    expect(feedbackEmptyFields({ type: '0', content: 'x', captcha: ' ab ' })).toEqual([]);
  });
  /** The bounds of the _base config (brand.json limits), as the status serves them. */
  const b = { min: baseBrand.limits.feedbackHintMinLength, max: baseBrand.limits.feedbackMaxLength };
  it('accepts 20 to 200 characters after trim, counted as code points', () => {
    expect(b).toEqual({ min: 20, max: 200 });
    expect(feedbackContentOk('a'.repeat(19), b)).toBe(false);
    expect(feedbackContentOk(`  ${'a'.repeat(20)}  `, b)).toBe(true);
    expect(feedbackContentOk('a'.repeat(200), b)).toBe(true);
    expect(feedbackContentOk('a'.repeat(201), b)).toBe(false);
    // 20 emoji are 40 UTF-16 units but 20 characters.
    expect(feedbackContentOk('😀'.repeat(20), b)).toBe(true);
    expect(feedbackContentOk('😀'.repeat(101), b)).toBe(true);
    expect(feedbackContentOk('😀'.repeat(201), b)).toBe(false);
  });
  it('follows other bounds from config', () => {
    expect(feedbackContentOk('a'.repeat(121), { min: 5, max: 120 })).toBe(false);
    expect(feedbackContentOk('a'.repeat(5), { min: 5, max: 120 })).toBe(true);
  });
});

describe('notice time in the brand timezone (spec 2)', () => {
  it('formats year-month-day hour:minute:second in the given zone', () => {
    expect(formatBrandDateTime('2025-01-05T03:30:00Z', 'Asia/Dhaka')).toBe('2025-01-05 09:30:00');
    expect(formatBrandDateTime('2025-01-05T03:30:00Z', 'Asia/Kolkata')).toBe('2025-01-05 09:00:00');
    expect(formatBrandDateTime('2025-01-05T03:30:07Z', undefined)).toBe('2025-01-05 03:30:07');
  });
  it('crosses the date line and uses a 24-hour clock', () => {
    expect(formatBrandDateTime('2024-12-31T18:00:00Z', 'Asia/Dhaka')).toBe('2025-01-01 00:00:00');
    expect(formatBrandDateTime('2025-06-01T14:05:09Z', 'UTC')).toBe('2025-06-01 14:05:09');
  });
  it('gives an empty string for a missing or invalid date', () => {
    expect(formatBrandDateTime('not a date', 'Asia/Dhaka')).toBe('');
    expect(formatBrandDateTime(undefined, 'Asia/Dhaka')).toBe('');
  });
});

describe('public popup once per session (spec 2)', () => {
  it('shows A to members (F too on first login) and B to visitors', () => {
    expect(executionsFor('member', false)).toEqual(['A']);
    expect(executionsFor('member', true)).toEqual(['A', 'F']);
    expect(executionsFor('anonymous', true)).toEqual(['B']);
  });
  it('shows once per page load per audience', () => {
    expect(shouldShowPublicPopup('anonymous', true)).toBe(true);
    expect(shouldShowPublicPopup('anonymous')).toBe(false);
    expect(shouldShowPublicPopup('member')).toBe(true);
  });
  it('remembers a closure in sessionStorage, separately per audience', () => {
    rememberPublicPopupClosed('member');
    expect(sessionStorage.getItem(PUBLIC_POPUP_CLOSED_KEYS.member)).toBe('1');
    expect(publicPopupClosed('member')).toBe(true);
    expect(publicPopupClosed('anonymous')).toBe(false);
    resetPublicPopupMemory();
    expect(shouldShowPublicPopup('member')).toBe(false);
    expect(shouldShowPublicPopup('anonymous')).toBe(true);
    sessionStorage.clear();
    expect(shouldShowPublicPopup('member')).toBe(true);
  });
});

describe('password rules (spec 5)', () => {
  const setting = {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 8,
    maxLength: 64,
  };
  /** The password rule of the module the server would serve for this password setting. */
  const ruleFor = (password: typeof setting) =>
    loadPasswordRule(registerValidatorFixture({ password } as never, []));

  it('checks the length bounds of the brand setting, with the compiled rule', async () => {
    const rule = await ruleFor(setting);
    expect(rule).toBeTypeOf('function');
    expect(passwordProblem(rule, 'short')?.message.id).toBe('reg.passwordLength');
    expect(passwordProblem(rule, 'short')?.values).toEqual({ min: 8, max: 64 });
    expect(passwordProblem(rule, 'long enough')).toBeNull();
    expect(passwordProblem(rule, '')?.message.id).toBe('reg.required');
  });
  it('applies the pattern id (5: letters and digits combined)', async () => {
    const rule = await ruleFor({ ...setting, patternId: 5 });
    expect(passwordProblem(rule, 'abcdefgh')?.message.id).toBe('reg_pattern_5');
    expect(passwordProblem(rule, 'abcd1234')).toBeNull();
  });
  it('needs the old password unless known, and a matching confirmation', async () => {
    const rule = await ruleFor(setting);
    const form = { oldPassword: '', newPassword: 'new-password-1', confirm: 'new-password-2' };
    const p = changePasswordProblems(form, rule, false);
    expect(p.oldPassword?.message.id).toBe('reg.required');
    expect(p.confirm?.message.defaultMessage).toBe('Incorrect confirmation input');
    expect(changePasswordProblems({ ...form, confirm: form.newPassword }, rule, true)).toEqual({});
  });
  it('leaves the rule to the server when the module cannot be loaded', async () => {
    expect(await loadPasswordRule(undefined)).toBeUndefined();
    expect(passwordProblem(undefined, 'x')).toBeNull();
    expect(passwordProblem(undefined, '')?.message.id).toBe('reg.required');
  });
});
