// Tabs with antd Tabs' look in plain markup (the page template's ck-tab rules): antd's Tabs brings its overflow menu,
// dropdown and popups (about 20 KB) onto the first screen of every page that has tabs (docs/measurements.md, bundle size).
// WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs and show each; a panel once shown stays
// mounted (hidden) so what was typed or uploaded there survives a switch, as with antd, unless destroyOnHidden.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** The shown tab, when the caller holds it; otherwise the tabs do, starting at defaultActiveKey or the first. */
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Classes for the tab list, e.g. ck-wide-only where a narrow screen picks the tab another way. */
  listClassName?: string;
  /** Unmount a panel when another tab is shown (antd's destroyOnHidden): it renders afresh when shown again. */
  destroyOnHidden?: boolean;
}

export function Tabs({ items, activeKey, defaultActiveKey, onChange, listClassName, destroyOnHidden = false }: TabsProps) {
  const id = useId();
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const current = activeKey ?? ownKey;
  const [visited, setVisited] = useState<string[]>([]);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (current !== undefined && !visited.includes(current)) setVisited([...visited, current]);

  const show = (key: string) => {
    if (key === current) return;
    setOwnKey(key);
    onChange?.(key);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs.current[to]?.focus();
    show(items[to].key);
  };

  return (
    <div>
      <div role="tablist" className={listClassName ? `ck-tab-list ${listClassName}` : 'ck-tab-list'}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === current}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === current ? 0 : -1}
            className="ck-tab"
            onClick={() => show(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items
        .filter((item) => item.key === current || (!destroyOnHidden && visited.includes(item.key)))
        .map((item) => (
          <div key={item.key} role="tabpanel" id={`${id}-panel-${item.key}`} aria-labelledby={`${id}-tab-${item.key}`} hidden={item.key !== current}>
            {item.children}
          </div>
        ))}
    </div>
  );
}
