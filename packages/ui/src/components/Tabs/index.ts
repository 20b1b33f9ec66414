export { Tabs, TabsRoot, TabsList, TabsTrigger, TabsContent } from './Tabs';
export type { TabsRootProps, TabsListProps, TabsTriggerProps, TabsContentProps } from './Tabs';
