/**
 * Brings the first message of a refused form to the middle of the screen. Focusing the wrong field
 * scrolls it only just into view, where the sticky save bar covers the field or its message.
 */
export function revealFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'center' });
  });
}
