import { describe, expect, it } from 'vitest';
import { versionKey } from './content-outcome';

describe('versionKey', () => {
  it('is the same for equal items and changes when any stored field changes', () => {
    const entry = {
      slug: 'm-1',
      serial: 2,
      status: 'active',
      sub_cat_list: [{ slug: 'shoes' }, { slug: 'bags' }],
    };
    expect(versionKey({ ...entry })).toBe(versionKey(entry));
    expect(versionKey({ ...entry, serial: 3 })).not.toBe(versionKey(entry));
    expect(versionKey({ ...entry, sub_cat_list: [{ slug: 'shoes' }] })).not.toBe(versionKey(entry));
    expect(versionKey({ ...entry, sub_cat_list: [{ slug: 'bags' }, { slug: 'shoes' }] })).not.toBe(
      versionKey(entry),
    );
  });
});
