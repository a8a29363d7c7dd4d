import { MAX_REPORT_NOTE_LENGTH } from '@shop/shared/shopping.contract';
import { expect, it } from 'vitest';
import { REPORT_NOTE_MAX_LENGTH } from './report-limits';

it('limits a report note as the contract does', () => {
  expect(REPORT_NOTE_MAX_LENGTH).toBe(MAX_REPORT_NOTE_LENGTH);
});
