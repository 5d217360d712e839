import { checkPlate, normalizePlate, plateKindOf } from './plate';

const refusedWith = (code: string) => expect.objectContaining({ ok: false, code, message: expect.any(String) });

describe('plates', () => {
  it('normalizes what people type: lower case, spaces, hyphens', () => {
    expect(normalizePlate(' abc-123 ')).toBe('ABC123');
    expect(checkPlate('abc 12d')).toEqual({ ok: true, value: 'ABC12D' });
  });

  it('recognises the format of each kind of vehicle', () => {
    expect(plateKindOf('ABC123')).toBe('car');
    expect(plateKindOf('ABC12D')).toBe('motorcycle');
    expect(plateKindOf('CD1234')).toBe('diplomatic');
    expect(plateKindOf('R12345')).toBe('trailer');
    expect(plateKindOf('T1234')).toBe('freeTransit');
    expect(plateKindOf('AB1234C')).toBeNull();
  });

  it("refuses a motorcycle's plate for a car, and the reverse, saying which format it expects", () => {
    expect(checkPlate('ABC12D', 'car')).toEqual(refusedWith('plate.car'));
    expect(checkPlate('ABC123', 'motorcycle')).toEqual(refusedWith('plate.motorcycle'));
    expect(checkPlate('ABC123', 'car')).toEqual({ ok: true, value: 'ABC123' });
  });

  it('refuses an empty plate and one that matches no format', () => {
    expect(checkPlate('  ')).toEqual(refusedWith('plate.required'));
    expect(checkPlate('ABCD12')).toEqual(refusedWith('plate.format'));
    expect(checkPlate('ABC1234')).toEqual(refusedWith('plate.format'));
  });
});
