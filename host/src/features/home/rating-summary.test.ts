import { ratingSummaryOf } from './rating-summary';

const SUMMARY = {
  promedio: 4.5,
  total: 2,
  recomiendan: 50,
  distribucion: [
    { estrellas: 5, cantidad: 1 },
    { estrellas: 4, cantidad: 1 },
    { estrellas: 3, cantidad: 0 },
    { estrellas: 2, cantidad: 0 },
    { estrellas: 1, cantidad: 0 },
  ],
};

describe('the check of a rating summary before the host’s server renders it', () => {
  it('takes a summary, with or without ratings, keeping only its own fields', () => {
    expect(ratingSummaryOf(SUMMARY)).toEqual(SUMMARY);
    const empty = { promedio: null, total: 0, recomiendan: null, distribucion: [] };
    expect(ratingSummaryOf(empty)).toEqual(empty);
    expect(
      ratingSummaryOf({
        ...SUMMARY,
        html: '<script>',
        distribucion: SUMMARY.distribucion.map((row) => ({ ...row, nota: '</script>' })),
      }),
    ).toEqual(SUMMARY);
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['an error', { message: 'Error interno.' }],
    ['a total that is not a count', { ...SUMMARY, total: -1 }],
    ['a total as text', { ...SUMMARY, total: '2' }],
    ['an average as text', { ...SUMMARY, promedio: '4,5' }],
    ['a share that is not a number', { ...SUMMARY, recomiendan: Number.NaN }],
    ['no distribution', { ...SUMMARY, distribucion: undefined }],
    ['a row without its count', { ...SUMMARY, distribucion: [{ estrellas: 5 }] }],
    ['a row that is not one', { ...SUMMARY, distribucion: [null] }],
  ])('refuses %s', (_, value) => {
    expect(ratingSummaryOf(value)).toBeNull();
  });
});
