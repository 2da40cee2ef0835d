import { SearchOutlined } from '@ant-design/icons';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSearchSuggestions } from '../api/catalog/get-search-suggestions';
import { useCommon } from '../api/content/get-common';
import { useDebouncedValue } from '../lib/use-debounced-value';
import styles from './SearchBox.module.css';

/** Spec section 4: suggestions are asked for 500 ms after typing stops. */
const SEARCH_DEBOUNCE_MS = 500;
const HOT_SEARCH_COUNT = 8;

export const searchPath = (keywords: string) =>
  `/search?keywords=${encodeURIComponent(keywords.trim())}`;

/** Goods search with suggestions; `showHot` adds the hot searches (rmss) underneath. */
export function SearchBox({
  showHot = false,
  size = 'large',
}: {
  showHot?: boolean;
  size?: 'large' | 'small';
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const urlKeywords = location.pathname.startsWith('/search') ? (params.get('keywords') ?? '') : '';
  const [text, setText] = useState(urlKeywords);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const key = text.trim();
  const debounced = useDebouncedValue(key, SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(open ? debounced : '');
  const { data: common } = useCommon();

  // A search started elsewhere (hot word, back button) shows its words here too.
  useEffect(() => setText(urlKeywords), [urlKeywords]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts a new list
  useEffect(() => setActive(-1), [debounced]);

  const settled = debounced === key && suggestions.data !== undefined;
  const items = settled ? (suggestions.data ?? []) : [];
  const showList = open && key !== '';

  const go = (words: string) => {
    setOpen(false);
    setActive(-1);
    if (words.trim()) navigate(searchPath(words));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const n = items.length;
      if (e.key === 'ArrowDown') setActive((i) => (i + 1) % n);
      else setActive((i) => (i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(active >= 0 && items[active] ? items[active] : text);
    } else if (e.key === 'Escape') {
      // A search input clears itself on Esc; here Esc only closes the suggestions.
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={`${styles.box} ${size === 'small' ? styles.small : ''}`}>
      <search>
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            go(text);
          }}
        >
          <input
            className={styles.input}
            type="search"
            aria-label="搜索商品"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            placeholder="药品名称 / 生产厂家 / 拼音首字母"
            value={text}
            maxLength={50}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit}>
            <SearchOutlined aria-hidden="true" /> 搜索
          </button>
        </form>
      </search>
      {showList && (
        <div className={styles.dropdown} id={listId} role="listbox" aria-label="搜索建议">
          {!settled && <div className={styles.status}>搜索中...</div>}
          {settled && items.length === 0 && <div className={styles.status}>暂无数据</div>}
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns keyboard selection
            <div
              key={item}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? styles.active : undefined}
              // mousedown fires before the input's blur closes the list
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(item)}
            >
              {item}
            </div>
          ))}
        </div>
      )}
      {showHot && common && common.rmss.length > 0 && (
        <div className={styles.hot}>
          <span className={styles.hotLabel}>热门搜索：</span>
          {common.rmss.slice(0, HOT_SEARCH_COUNT).map((word) => (
            <Link key={word} to={searchPath(word)}>
              {word}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
