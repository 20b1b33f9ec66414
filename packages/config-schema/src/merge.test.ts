import { describe, expect, it } from 'vitest';
import { deepMerge, locate, mergeLayers } from './merge';

describe('deepMerge', () => {
  it('merges objects key by key, replaces arrays and scalars, and drops keys set to null', () => {
    const base = { a: { x: 1, y: [1, 2, 3] }, b: 'keep', c: 'drop' };
    const overlay = { a: { y: [9] }, c: null, d: true };
    expect(deepMerge(base, overlay)).toEqual({ a: { x: 1, y: [9] }, b: 'keep', d: true });
    expect(base).toEqual({ a: { x: 1, y: [1, 2, 3] }, b: 'keep', c: 'drop' });
  });
});

describe('mergeLayers', () => {
  const merged = mergeLayers(
    [
      { file: '_base/brand.json', mount: '', data: { limits: { a: 1, b: 2 }, list: [{ x: 1 }, { x: 2 }] } },
      { file: '_base/register.json', mount: '/register', data: { fields: { u: { min: 1 }, p: { min: 8 } } } },
      { file: 'b/brand.json', mount: '', data: { limits: { b: 3 }, list: [{ x: 5 }] } },
      { file: 'b/register.json', mount: '/register', data: { fields: { u: { min: 6 } } } },
      { file: 'b/content/banners.json', mount: '/content/banners', data: { w_home: [] } },
    ],
    new Map([['/vendors', { file: 'b/vendors.json', pointer: '' }]]),
  );

  it('merges each file at its mount point', () => {
    expect(merged.value).toEqual({
      limits: { a: 1, b: 3 },
      list: [{ x: 5 }],
      register: { fields: { u: { min: 6 }, p: { min: 8 } } },
      content: { banners: { w_home: [] } },
    });
  });

  it('traces each value to the file and in-file pointer it came from', () => {
    expect(locate(merged.origins, '/limits/a')).toEqual({ file: '_base/brand.json', pointer: '/limits/a' });
    expect(locate(merged.origins, '/limits/b')).toEqual({ file: 'b/brand.json', pointer: '/limits/b' });
    expect(locate(merged.origins, '/register/fields/p/min')).toEqual({
      file: '_base/register.json',
      pointer: '/fields/p/min',
    });
    expect(locate(merged.origins, '/register/fields/u/min')).toEqual({
      file: 'b/register.json',
      pointer: '/fields/u/min',
    });
    expect(locate(merged.origins, '/content/banners/w_home')).toEqual({
      file: 'b/content/banners.json',
      pointer: '/w_home',
    });
  });

  it('points a missing key of a merged object at the brand file, and a replaced array only at its new file', () => {
    expect(locate(merged.origins, '/limits/missing')).toEqual({
      file: 'b/brand.json',
      pointer: '/limits/missing',
    });
    expect(locate(merged.origins, '/list/1/x')).toEqual({ file: 'b/brand.json', pointer: '/list/1/x' });
  });

  it('falls back to the default origin of a section no file provides', () => {
    expect(locate(merged.origins, '/vendors/menus')).toEqual({ file: 'b/vendors.json', pointer: '/menus' });
  });
});
