import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../../lib/memory-storage.ts';
import { keepNewPlaceSession, newPlaceAdminUrl } from './new-place-session.ts';

describe('new place session', () => {
  it("stores the manager keys under the new place's scope, beside the global token", () => {
    const storage = createMemoryStorage();
    storage.setItem('token', JSON.stringify('user-token'));
    keepNewPlaceSession(
      {
        place: { _id: 'p1', slug: 'doceria', restaurantname: 'Doceria', kind: 'shop' },
        webapp_link: '/p/doceria/',
        manager: { managerToken: 'manager-token', managerId: 'm1', owner: true, service_supplier_id: null },
      },
      'user-token',
      storage,
    );
    expect(JSON.parse(storage.getItem('managerToken@doceria') ?? 'null')).toBe('manager-token');
    expect(JSON.parse(storage.getItem('managerId@doceria') ?? 'null')).toBe('m1');
    expect(storage.getItem('managerToken')).toBeNull();
    expect(JSON.parse(storage.getItem('token') ?? 'null')).toBe('user-token');
  });

  it('lands in the back office under the new prefix', () => {
    expect(newPlaceAdminUrl('doceria', '/admin')).toBe('/p/doceria/admin');
  });
});
