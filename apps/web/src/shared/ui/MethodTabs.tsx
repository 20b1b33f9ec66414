import type { ReactNode } from 'react';
import { Tabs } from '@playdeck/ui';

/** One way of filling a popup form: its tab's value and label, and its fields. */
export interface FormMethod<V extends string> {
  value: V;
  label: ReactNode;
  form: ReactNode;
  /** False when the brand does not offer this method (it is left out); default true. */
  offered?: boolean;
}

/** Props of {@link MethodTabs}. */
export interface MethodTabsProps<V extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** The method shown. */
  value: V;
  /** Called with the method whose tab was chosen. */
  onChange: (value: V) => void;
  /** The methods, the first the default; at least one of them offered. */
  methods: readonly FormMethod<V>[];
}

/**
 * The ways of filling one popup form (login by username or SMS, forgot password by email or mobile, spec 2 popups):
 * with two or more offered, a tab per method holding its fields; with one, its fields alone, without tabs.
 */
export function MethodTabs<V extends string>({ label, value, onChange, methods: all }: MethodTabsProps<V>) {
  const methods = all.filter((m) => m.offered !== false);
  if (methods.length < 2) return <>{methods[0]?.form}</>;
  return (
    <Tabs.Root
      value={value}
      onValueChange={(v) => onChange(methods.find((m) => m.value === v)?.value ?? methods[0]!.value)}
    >
      <Tabs.List aria-label={label}>
        {methods.map((m) => (
          <Tabs.Trigger key={m.value} value={m.value}>
            {m.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {methods.map((m) => (
        <Tabs.Content key={m.value} value={m.value}>
          {m.form}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
