import { useId, type ReactNode } from "react";
import { errorOutcome, OutcomeDialog } from "./outcome";
import { PageTabs } from "./PageTabs";

/**
 * A service page of tabs (PEO TV, Voice): its heading for screen readers, the tabs, the current tab's
 * panel (headed by the tab's name), and the outcome dialog for what failed to load.
 */
export function TabbedPage<T extends string>({
  title,
  tabsLabel,
  tabs,
  current,
  panelClassName = "card",
  error,
  children,
}: {
  title: string;
  tabsLabel: string;
  tabs: Array<{ id: T; label: string }>;
  current: T;
  panelClassName?: string;
  error: string | null | undefined;
  children: ReactNode;
}) {
  const panelId = `${useId()}-panel-title`;
  return (
    <div className="area">
      <h1 className="visually-hidden">{title}</h1>
      <PageTabs label={tabsLabel} tabs={tabs} current={current} />
      <section className={panelClassName} aria-labelledby={panelId}>
        <h2 id={panelId}>{tabs.find((tab) => tab.id === current)?.label}</h2>
        {children}
      </section>
      <OutcomeDialog outcome={errorOutcome(error)} />
    </div>
  );
}
