import type { AppEvent, EventBus } from '../../platform/events.ts';

/**
 * The bus, with listeners for the events published on THIS instance only (decision 101). With
 * Redis every instance hears every event; a push must go out once, from the instance whose
 * request made the change.
 */
export function withLocalPublishers(
  bus: EventBus,
): EventBus & { onLocalPublish(listener: (e: AppEvent) => void): void } {
  const local = new Set<(e: AppEvent) => void>();
  return {
    ...bus,
    instance: bus.instance,
    kind: bus.kind,
    publish(event) {
      bus.publish(event);
      for (const listener of local) listener(event);
    },
    onLocalPublish(listener) {
      local.add(listener);
    },
  };
}
