import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, EmptyState } from '@playdeck/ui';
import { appMessages } from '../../../shared/i18n/appMessages';
import { agentShellMessages } from './messages';

interface State {
  failed: boolean;
}

/**
 * Error boundary of one agent-center panel: a panel that throws (or whose lazy chunk fails to load) shows an error
 * state with a retry button instead of taking the layout, header and menu down with it. Keyed by page by its parent,
 * so choosing another page starts clean.
 */
export class PanelBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        headingLevel={3}
        title={<FormattedMessage {...agentShellMessages.panelFailed} />}
        action={
          <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
            <FormattedMessage {...appMessages.retry} />
          </Button>
        }
      />
    );
  }
}
