import { checkComment, checkRecommends, checkStars, RATING_MESSAGES } from './rating';

const refusedWith = (code: string) => expect.objectContaining({ ok: false, code, message: expect.any(String) });

describe('a rating', () => {
  it('takes 1 to 5 whole stars, given as a number', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(checkStars(stars)).toEqual({ ok: true, value: stars });
    for (const stars of [0, 6, 2.5, -1, '5', Number.NaN, Number.POSITIVE_INFINITY, true, [5], {}]) {
      expect(checkStars(stars)).toEqual(refusedWith('stars.range'));
    }
    for (const missing of [undefined, null, '']) expect(checkStars(missing)).toEqual(refusedWith('stars.required'));
  });

  it('takes a comment of at most 500 characters, trimmed, and no comment (or only spaces) as null', () => {
    expect(checkComment('  Muy buen servicio.  ')).toEqual({ ok: true, value: 'Muy buen servicio.' });
    for (const empty of [undefined, null, '', '   \n ']) expect(checkComment(empty)).toEqual({ ok: true, value: null });
    expect(checkComment(` ${'ñ'.repeat(500)} `)).toEqual({ ok: true, value: 'ñ'.repeat(500) });
    expect(checkComment('a'.repeat(501))).toEqual({
      ok: false,
      code: 'comment.tooLong',
      message: RATING_MESSAGES['comment.tooLong'],
      params: { count: 500 },
    });
    expect(checkComment(42)).toEqual(refusedWith('comment.format'));
  });

  it('requires saying whether they would recommend us, as true or false', () => {
    expect(checkRecommends(true)).toEqual({ ok: true, value: true });
    expect(checkRecommends(false)).toEqual({ ok: true, value: false });
    for (const value of [undefined, null, 'true', 1, 0])
      expect(checkRecommends(value)).toEqual(refusedWith('recommend.required'));
  });

  it('speaks Spanish in every message', () => {
    expect(RATING_MESSAGES['stars.required']).toMatch(/estrellas/);
    expect(RATING_MESSAGES['comment.tooLong']).toMatch(/500 caracteres/);
  });
});
