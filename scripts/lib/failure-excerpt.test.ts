import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTail, failureExcerpt } from './failure-excerpt.ts';

describe('failureExcerpt', () => {
  it("starts at node:test's failing-tests summary", () => {
    const lines = [
      '▶ suite',
      '  ✔ passes',
      '  ✖ fails',
      'ℹ fail 1',
      '✖ failing tests:',
      '',
      'test at x.ts:1:1',
      'Error: boom',
    ];
    assert.deepEqual(failureExcerpt(lines), ['✖ failing tests:', '', 'test at x.ts:1:1', 'Error: boom']);
  });

  it("starts at Jest's summary and at Playwright's first failure", () => {
    assert.deepEqual(failureExcerpt(['PASS a', 'Summary of all failing tests', 'FAIL b']), [
      'Summary of all failing tests',
      'FAIL b',
    ]);
    assert.deepEqual(failureExcerpt(['  ✓ 1 a', '  ✘ 2 b', '', '  1) [chromium] › b.spec.ts:3:1 › b', 'Error']), [
      '  1) [chromium] › b.spec.ts:3:1 › b',
      'Error',
    ]);
  });

  it('finds a summary line written in colour', () => {
    assert.deepEqual(failureExcerpt(['ok', '\u001b[31m  1) [chromium] › a\u001b[39m', 'Error']).length, 2);
  });

  it('keeps at most maxLines, and the last lines when no runner summarised', () => {
    const lines = ['✖ failing tests:', 'a', 'b', 'c'];
    assert.deepEqual(failureExcerpt(lines, 2), ['✖ failing tests:', 'a']);
    assert.deepEqual(failureExcerpt(['x', 'y', 'z'], 300, 2), ['y', 'z']);
  });
});

describe('createTail', () => {
  it('joins chunks split mid-line and keeps the last lines only', () => {
    const tail = createTail(3);
    tail.write('one\ntw');
    tail.write('o\nthree\nfour\nfi');
    assert.deepEqual(tail.lines(), ['three', 'four', 'fi']);
  });
});
