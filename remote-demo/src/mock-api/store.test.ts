/** @jest-environment node */
import { generateSeed } from './seed/generate-seed';
import seedData from './seed/seed.json';
import { createStore } from './store';

describe('the demo store', () => {
  it('generates the same seed every time (a fixed faker seed and reference date)', () => {
    expect(generateSeed()).toEqual(generateSeed());
  });

  it('ships the seed its generator makes, unchanged by JSON (regenerate it with the package script `seed`)', () => {
    const generated = generateSeed();
    expect(JSON.parse(JSON.stringify(generated))).toStrictEqual(generated);
    expect(seedData).toStrictEqual(generated);
  });

  it('gives each mock API its own copy of the seed', () => {
    const first = createStore();
    const second = createStore();
    expect(second).toEqual(first);
    first.contacts.contacts.pop();
    expect(second.contacts.contacts).toHaveLength(first.contacts.contacts.length + 1);
  });
});
