import { MAX_COMMENT_LENGTH } from '@shop/shared/shopping.contract';
import { expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from './comment-limits';

it('limits a comment as the contract does', () => {
  expect(COMMENT_MAX_LENGTH).toBe(MAX_COMMENT_LENGTH);
});
