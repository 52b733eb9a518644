import { describe, expect, it } from 'vitest';
import { accountNeedsCheckIn, normaliseDocumentNumber, validateDocumentNumber } from './rules.ts';

describe('check-in rules', () => {
  it('asks rooms and chalets for a check-in only where the place turned it on', () => {
    expect(accountNeedsCheckIn(['callWaiter', 'checkin'], 'room')).toBe(true);
    expect(accountNeedsCheckIn(['checkin'], 'chalet')).toBe(true);
    expect(accountNeedsCheckIn(['checkin'], 'table')).toBe(false);
    expect(accountNeedsCheckIn(['callWaiter'], 'room')).toBe(false);
  });

  it('checks document numbers by type', () => {
    expect(validateDocumentNumber('ID', '')).toBe('required');
    expect(validateDocumentNumber('ID', '12.345.678-9')).toBeNull();
    expect(validateDocumentNumber('passport', 'FZ123456')).toBeNull();
    expect(validateDocumentNumber('passport', '12')).toBe('documentNumberInvalid');
    expect(validateDocumentNumber('passport', 'FZ1234567890')).toBe('documentNumberInvalid');
    expect(validateDocumentNumber('driverLicense', '11111111111')).toBe('documentNumberInvalid');
    expect(validateDocumentNumber('driverLicense', '02650306461')).toBeNull();
    expect(validateDocumentNumber('ID', '12#34')).toBe('documentNumberInvalid');
    expect(normaliseDocumentNumber('12.345.678-x')).toBe('12345678X');
  });
});
