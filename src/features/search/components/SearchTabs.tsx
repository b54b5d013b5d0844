import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SearchTab {
  key: string;
  label: string;
}

export interface SearchTabsProps {
  label: string;
  tabs: SearchTab[];
  activeKey: string;
  onSelect: (key: string) => void;
  /** The active tab's panel; the others are not drawn (a tab may hold 200 results). */
  children: ReactNode;
}

/**
 * A WAI-ARIA tablist with automatic activation: arrows, Home and End move among the tabs and show their panel; only
 * the active tab is in the Tab order, and Tab from it goes into its panel.
 */
export function SearchTabs({ label, tabs, activeKey, onSelect, children }: SearchTabsProps) {
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: string) => `${id}-aba-${key}`;
  const panelId = `${id}-painel`;
  const active = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === activeKey),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    tabRefs.current[target!]?.focus();
  };

  const activeTab = tabs[active];
  return (
    <div className="search-tabs">
      <div role="tablist" aria-label={label} className="search-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={index === active}
            aria-controls={index === active ? panelId : undefined}
            tabIndex={index === active ? 0 : -1}
            className="search-tabs__tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {activeTab && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(activeTab.key)}
          className="search-tabs__panel"
        >
          {children}
        </div>
      )}
    </div>
  );
}
