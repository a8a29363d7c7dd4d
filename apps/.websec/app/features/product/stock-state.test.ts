import { describe, expect, it } from 'vitest';
import { stockState } from './stock-state';

describe('stockState', () => {
  it('says In stock, Only N left or Out of stock', () => {
    expect(stockState(40)).toEqual({ label: 'In stock', tone: 'ok' });
    expect(stockState(6)).toEqual({ label: 'In stock', tone: 'ok' });
    expect(stockState(5)).toEqual({ label: 'Only 5 left', tone: 'low' });
    expect(stockState(1)).toEqual({ label: 'Only 1 left', tone: 'low' });
    expect(stockState(0)).toEqual({ label: 'Out of stock', tone: 'out' });
    expect(stockState(-2)).toEqual({ label: 'Out of stock', tone: 'out' });
  });
});
