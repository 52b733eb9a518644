import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The element id of a menu section on Home, from its category's type_search. */
export const sectionId = (type: string) => `secao-${type}`;

/**
 * Which menu section is under the sticky category bar while the page scrolls, and a way to scroll
 * to one. The line is the bottom of `bar` (phones: the sticky tabs) or of the toolbar.
 * After a click the chosen section stays highlighted until that smooth scroll ends, so the tabs do
 * not flicker through the sections it passes.
 */
export function useScrollSpy(types: readonly string[], bar: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState<string | undefined>(types[0]);
  const jumping = useRef(false);
  const key = types.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list changes only when its key does.
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (jumping.current) return;
      const toolbar = Number.parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--toolbar-height'),
      );
      const line = (bar.current?.getBoundingClientRect().bottom ?? (toolbar || 56)) + 12;
      let current = types[0];
      for (const type of types) {
        const el = document.getElementById(sectionId(type));
        if (el && el.getBoundingClientRect().top <= line) current = type;
      }
      // At the very bottom the last short sections never reach the line: the last one is current.
      const end = document.documentElement.scrollHeight - window.innerHeight - 2;
      if (window.scrollY > 0 && window.scrollY >= end) current = types[types.length - 1];
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    // The first measure at the next frame, not inside the commit: read inside it, it forced the
    // whole menu's style and layout into the commit's task (the longest task of Home, decision 242).
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key, bar]);

  const scrollTo = useCallback((type: string) => {
    const el = document.getElementById(sectionId(type));
    if (!el) return;
    setActive(type);
    jumping.current = true;
    const release = () => {
      jumping.current = false;
      window.clearTimeout(fallback);
    };
    // Browsers without 'scrollend' (and a jump that does not move) release after a moment.
    const fallback = window.setTimeout(release, 1000);
    window.addEventListener('scrollend', release, { once: true });
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, []);

  return { active, scrollTo };
}
