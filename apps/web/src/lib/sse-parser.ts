// A minimal Server-Sent Events parser (the WHATWG event-stream format) for streams read through
// fetch: EventSource cannot send the Authorization and x-place-id headers the API needs.

export type SseMessage = { event: string; data: string; id?: string };

/** Feeds chunks of text; returns the complete messages and keeps the unfinished tail. */
export function createSseParser() {
  let buffer = '';
  return function feed(chunk: string): SseMessage[] {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const messages: SseMessage[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
      if (data.length > 0) messages.push({ event, data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    }
    return messages;
  };
}
