import { ADDRESS_MESSAGES, checkAddress, checkCity } from './address';

describe('address and city', () => {
  it('takes an address of 5 to 120 characters, stored trimmed with single spaces', () => {
    expect(checkAddress('  Calle 10   # 5-20 ')).toEqual({ ok: true, value: 'Calle 10 # 5-20' });
    expect(checkAddress('Cl 1')).toMatchObject({ ok: false, code: 'address.length' });
    expect(checkAddress('a'.repeat(120)).ok).toBe(true);
    expect(checkAddress('a'.repeat(121))).toMatchObject({ ok: false, message: ADDRESS_MESSAGES['address.length'] });
  });

  it('takes a city of 2 to 60 characters', () => {
    expect(checkCity(' Cali ')).toEqual({ ok: true, value: 'Cali' });
    expect(checkCity('B')).toMatchObject({ ok: false, code: 'city.length' });
    expect(checkCity('ñ'.repeat(60)).ok).toBe(true);
    expect(checkCity('ñ'.repeat(61))).toMatchObject({ ok: false, code: 'city.length' });
  });
});
