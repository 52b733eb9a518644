import { describe, expect, it } from 'vitest';
import { auditRoleOf, inScope, isPastLifeDay, isRecordDay, patientScopeOf, readsClinical } from './rules.ts';

const owner = { isOwner: true, supplierId: null };
const ownerDoctor = { isOwner: true, supplierId: 'supplier-ana' };
const pedro = { isOwner: false, supplierId: 'supplier-pedro' };
const reception = { isOwner: false, supplierId: null };

describe('patientScopeOf', () => {
  it('a professional sees only their own patients, whatever they ask', () => {
    expect(patientScopeOf(pedro)).toEqual({ all: false, supplierIds: ['supplier-pedro'] });
    expect(patientScopeOf(pedro, { all_patients: true })).toEqual({ all: false, supplierIds: ['supplier-pedro'] });
    expect(patientScopeOf(pedro, { service_supplier_ids: ['supplier-beatriz'] })).toEqual({
      all: false,
      supplierIds: [],
    });
  });

  it('the owner lists all by default, or their own, or the suppliers named', () => {
    expect(patientScopeOf(owner)).toEqual({ all: true });
    expect(patientScopeOf(ownerDoctor, { all_patients: false })).toEqual({ all: false, supplierIds: ['supplier-ana'] });
    expect(patientScopeOf(owner, { service_supplier_ids: ['supplier-camila'] })).toEqual({
      all: false,
      supplierIds: ['supplier-camila'],
    });
  });

  it('the reception works for every professional', () => {
    expect(patientScopeOf(reception, { all_patients: false })).toEqual({ all: true });
  });

  it('inScope matches any shared supplier', () => {
    expect(inScope({ all: false, supplierIds: ['a'] }, ['b', 'a'])).toBe(true);
    expect(inScope({ all: false, supplierIds: ['a'] }, [])).toBe(false);
    expect(inScope({ all: true }, [])).toBe(true);
  });
});

describe('roles and days', () => {
  it('clinical content is for professionals and the owner; the audit names the role', () => {
    expect([owner, pedro, reception].map(readsClinical)).toEqual([true, true, false]);
    expect([owner, pedro, reception, null].map(auditRoleOf)).toEqual(['owner', 'supplier', 'manager', 'anonymous']);
  });

  it('birth and death dates from 1910 to today; consultations from 2000 to today', () => {
    const today = new Date('2026-06-15T12:00:00-03:00');
    expect(isPastLifeDay('1910-01-01', today)).toBe(true);
    expect(isPastLifeDay('1909-12-31', today)).toBe(false);
    expect(isPastLifeDay('2026-06-16', today)).toBe(false);
    expect(isRecordDay('2026-06-15', today)).toBe(true);
    expect(isRecordDay('1999-12-31', today)).toBe(false);
  });
});
