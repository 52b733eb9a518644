import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

describe('SSE parser', () => {
  it('reads events split across chunks, skipping comments and keep-alives', () => {
    const feed = createSseParser();
    expect(feed(': ping\n\nevent: order\ndata: {"order_id":"a",')).toEqual([]);
    expect(feed('"status":1}\n\nevent: order\r\ndata: {"order_id":"b"}\r\n\r\n')).toEqual([
      { event: 'order', data: '{"order_id":"a","status":1}' },
      { event: 'order', data: '{"order_id":"b"}' },
    ]);
  });

  it('joins multi-line data and defaults the event name to message', () => {
    const feed = createSseParser();
    expect(feed('id: 7\ndata: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo', id: '7' }]);
  });
});
