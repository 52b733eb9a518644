import { SEARCH_DEBOUNCE_MS } from '@app/domain/shared/constants';
import { useEffect, useId, useRef } from 'react';
import { wantsSearchFocus } from '../../../app/shared/search-focus.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocation } from '../../../lib/router.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import styles from './catalogue.module.css';
import { SearchIcon } from './icons.tsx';

/**
 * The search box. The list follows the text once it has settled for 1,000 ms and is empty or at
 * least 3 characters (spec 1 §9); `onSearch` receives that text.
 */
export function SearchBox({
  text,
  onText,
  onSearch,
}: {
  text: string;
  onText: (text: string) => void;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const sent = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  // The toolbar's search button lands here with the box focused (each press, even on this page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each press is a new navigation (location.key).
  useEffect(() => {
    if (wantsSearchFocus(location.state)) input.current?.focus();
  }, [location.key, location.state]);
  const trimmed = text.trim();
  const tooShort = trimmed !== '' && [...trimmed].length < 3;
  useEffect(() => {
    const value = settled.trim();
    if (value !== '' && [...value].length < 3) return;
    if (sent.current === value) return;
    sent.current = value;
    onSearch(value);
  }, [settled, onSearch]);
  return (
    <search className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <SearchIcon className={styles.searchIcon} size={20} />
      <input
        ref={input}
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once (still only when empty or ≥ 3 characters).
          if (event.key === 'Enter' && !tooShort && sent.current !== trimmed) {
            sent.current = trimmed;
            onSearch(trimmed);
          }
        }}
        aria-describedby={tooShort ? `${id}-hint` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      {tooShort && (
        <p id={`${id}-hint`} className={styles.searchHint}>
          {t('searchHint')}
        </p>
      )}
    </search>
  );
}
