import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-collection.ts';

const MB = 1024 * 1024;

describe('collectWhenIdle', () => {
  let server: EventEmitter;
  let used: number;
  let collections: number;
  const start = () =>
    collectWhenIdle(server as unknown as Server, {
      collect: () => {
        collections += 1;
        used = 60 * MB;
      },
      usedHeapBytes: () => used,
      now: () => Date.now(),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    server = new EventEmitter();
    used = 60 * MB;
    collections = 0;
  });
  afterEach(() => {
    server.emit('close');
    vi.useRealTimers();
  });

  it('collects once when the server goes idle after a burst, not again while it stays idle', () => {
    start();
    server.emit('request');
    used = 110 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collections).toBe(0);
    vi.advanceTimersByTime(2_000);
    expect(collections).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(collections).toBe(1);
  });

  it('waits while requests keep coming', () => {
    start();
    used = 200 * MB;
    for (let i = 0; i < 20; i += 1) {
      server.emit('request');
      vi.advanceTimersByTime(1_500);
    }
    expect(collections).toBe(0);
    vi.advanceTimersByTime(2_000);
    expect(collections).toBe(1);
  });

  it('leaves a quiet server alone: a few requests make too little garbage', () => {
    start();
    for (let i = 0; i < 10; i += 1) {
      server.emit('request');
      used += 2 * MB;
      vi.advanceTimersByTime(10_000);
    }
    expect(collections).toBe(0);
  });

  it('stops when the server closes', () => {
    start();
    server.emit('close');
    used = 200 * MB;
    vi.advanceTimersByTime(10_000);
    expect(collections).toBe(0);
    expect(server.listenerCount('request')).toBe(0);
  });
});
