/** @jest-environment node */
import { createStore, generateSeed } from './store';

describe('the demo store', () => {
  it('generates the same seed every time (a fixed faker seed and reference date)', () => {
    expect(generateSeed()).toEqual(generateSeed());
  });

  it('gives each mock API its own copy of the seed', () => {
    const first = createStore();
    const second = createStore();
    expect(second).toEqual(first);
    first.contacts.contacts.pop();
    expect(second.contacts.contacts).toHaveLength(first.contacts.contacts.length + 1);
  });
});
