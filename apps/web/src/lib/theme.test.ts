import { describe, expect, it } from 'vitest';
import { onColor } from './theme.ts';

describe('onColor', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(onColor('#c2410c')).toBe('#ffffff');
    expect(onColor('#1d4ed8')).toBe('#ffffff');
    expect(onColor('#fde047')).toBe('#000000');
    expect(onColor('#fff')).toBe('#000000');
    expect(onColor('not a colour')).toBe('#ffffff');
  });
});
