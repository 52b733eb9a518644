import { describe, expect, it } from 'vitest';
import { compareRanked, distanceKm, foldText, formatDistance } from './rules.ts';

const PAULISTA = { latitude: -23.5614, longitude: -46.6559 };
const REPUBLICA = { latitude: -23.5436, longitude: -46.6425 };

describe('distanceKm', () => {
  it('measures São Paulo streets in km, rounded to 100 m', () => {
    expect(distanceKm(PAULISTA, REPUBLICA)).toBe(2.4);
    expect(distanceKm(PAULISTA, PAULISTA)).toBe(0);
  });
  it('stays finite at the antipodes', () => {
    expect(distanceKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 180 })).toBeCloseTo(20015.1, 0);
  });
});

describe('compareRanked', () => {
  const place = (name: string, open: boolean, distance_km: number | null, position = 0) => ({
    name,
    open,
    distance_km,
    position,
  });
  it('puts open places first, then the nearest, then those without a distance, then position and name', () => {
    const ranked = [
      place('Fechada perto', false, 0.1),
      place('Sem distância', true, null),
      place('Longe', true, 5),
      place('Perto', true, 0.3),
      place('B', true, null, 1),
      place('A', true, null, 1),
    ].sort(compareRanked);
    expect(ranked.map((p) => p.name)).toEqual(['Perto', 'Longe', 'Sem distância', 'A', 'B', 'Fechada perto']);
  });
});

describe('formatDistance and foldText', () => {
  it('writes metres below 1 km and km with a decimal comma in pt-BR', () => {
    expect(formatDistance(0.3)).toBe('300 m');
    expect(formatDistance(0.01)).toBe('100 m');
    expect(formatDistance(2.4)).toBe('2,4 km');
    expect(formatDistance(2.4, 'en')).toBe('2.4 km');
  });
  it('compares without accents or case', () => {
    expect(foldText(' São Paulo ')).toBe('sao paulo');
  });
});
