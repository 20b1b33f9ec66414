import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Tabs.css';

function join(base: string, extra?: string) {
  return extra ? `${base} ${extra}` : base;
}

export interface TabsRootProps extends ComponentPropsWithoutRef<typeof RadixTabs.Root> {
  /** Selected tab (controlled), the `value` of a `Tabs.Trigger`. */
  value?: string;
  /** Initially selected tab when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default) selects a tab as soon as it receives focus with the arrow keys; `manual` waits for
   * Enter/Space (use it when showing a panel is slow).
   */
  activationMode?: 'automatic' | 'manual';
}

/** Holds the selected tab (Radix Tabs root). */
const Root = forwardRef<HTMLDivElement, TabsRootProps>(function TabsRoot({ className, ...rest }, ref) {
  return <RadixTabs.Root ref={ref} className={join(styles.root, className)} {...rest} />;
});

export interface TabsListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** Accessible name of the tab list (e.g. "Login method"), needed when no visible heading labels it. */
  'aria-label'?: string;
}

/**
 * The row of tabs (role tablist). Arrow keys move between tabs, Home/End jump to the ends (WAI-ARIA APG tabs
 * pattern, from Radix); on phones the row scrolls sideways.
 */
const List = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ className, ...rest }, ref) {
  return <RadixTabs.List ref={ref} className={join(styles.list, className)} {...rest} />;
});

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof RadixTabs.Trigger> {
  /** Identifies the tab; the `Tabs.Content` with the same value is its panel. */
  value: string;
}

/** One tab (role tab): underlined in the primary colour while selected. */
const Trigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Trigger ref={ref} className={join(styles.trigger, className)} {...rest} />;
});

export interface TabsContentProps extends ComponentPropsWithoutRef<typeof RadixTabs.Content> {
  /** The `value` of the tab this panel belongs to. */
  value: string;
}

/** The panel of one tab (role tabpanel, labelled by its tab); only the selected one is rendered. */
const Content = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={join(styles.content, className)} {...rest} />;
});

/**
 * Underline tabs (Radix Tabs), used as a namespace like Radix Themes, e.g. the login popup's username/sms tabs
 * (spec section 2):
 *
 * ```tsx
 * <Tabs.Root defaultValue="username">
 *   <Tabs.List aria-label="Login method">
 *     <Tabs.Trigger value="username">Username</Tabs.Trigger>
 *     <Tabs.Trigger value="sms">SMS</Tabs.Trigger>
 *   </Tabs.List>
 *   <Tabs.Content value="username">…</Tabs.Content>
 *   <Tabs.Content value="sms">…</Tabs.Content>
 * </Tabs.Root>
 * ```
 */
export const Tabs = { Root, List, Trigger, Content };
export { Root as TabsRoot, List as TabsList, Trigger as TabsTrigger, Content as TabsContent };
