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
    /** The line: 12 px under the bar (phones: the sticky tabs) or under the toolbar. */
    const lineBelow = (barBottom: number | undefined) => {
      if (barBottom !== undefined) return barBottom + 12;
      const toolbar = Number.parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--toolbar-height'),
      );
      return (toolbar || 56) + 12;
    };
    /** The last section whose top is at or above the line; the first when none is. */
    const under = (line: number, topOf: (type: string, index: number) => number | undefined) => {
      let current = types[0];
      types.forEach((type, index) => {
        const top = topOf(type, index);
        if (top !== undefined && top <= line) current = type;
      });
      return current;
    };
    const measure = () => {
      frame = 0;
      if (jumping.current) return;
      const line = lineBelow(bar.current?.getBoundingClientRect().bottom);
      let current = under(line, (type) => document.getElementById(sectionId(type))?.getBoundingClientRect().top);
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
    // The first measure from an IntersectionObserver's first report, which gives every section's
    // box as the browser's own layout left it: read with getBoundingClientRect, even at the next
    // frame, it forced the whole menu's style and layout into a task of its own (decisions 242, 248).
    // A page that opens scrolled (restored position) measures as a scroll does; scrollY is read in
    // the report, not here (reading it forces layout too).
    const sections = types.map((type) => document.getElementById(sectionId(type)));
    let first: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') onScroll();
    else {
      first = new IntersectionObserver((entries) => {
        first?.disconnect();
        first = undefined;
        if (jumping.current) return;
        if (window.scrollY > 0) return onScroll();
        const boxes = new Map(entries.map((entry) => [entry.target, entry.boundingClientRect]));
        const barBox = bar.current ? boxes.get(bar.current) : undefined;
        const line = lineBelow(barBox?.bottom);
        setActive(under(line, (_, index) => boxes.get(sections[index] ?? document.body)?.top));
      });
      for (const el of [bar.current, ...sections]) if (el) first.observe(el);
    }
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
      first?.disconnect();
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
