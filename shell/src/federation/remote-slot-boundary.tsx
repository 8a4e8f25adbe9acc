import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RemoteName } from '@dating/shared-kit';
import { Alert, Button } from '@dating/shared-kit/ui';
import { forgetRemoteRoutes } from './load-remote-routes';
import { reregisterRemote } from './init-federation';
import { federationNameOf } from './remotes-registry';

interface Props {
  remote: RemoteName;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/** Catches a remote that cannot load or crashes, and offers a retry without reloading the site. */
export class RemoteSlotBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[${this.props.remote}] slot failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    forgetRemoteRoutes(this.props.remote);
    reregisterRemote(federationNameOf(this.props.remote));
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return <div key={this.state.attempt} data-remote-slot={this.props.remote}>{this.props.children}</div>;
    return (
      <div data-remote-slot={this.props.remote} data-remote-state="unavailable">
        <Alert tone="warning" title={<FormattedMessage id="shell.remote.unavailable.title" />}>
          <p>
            <FormattedMessage id="shell.remote.unavailable.body" />
          </p>
          <Button onClick={this.retry}>
            <FormattedMessage id="shell.remote.unavailable.retry" />
          </Button>
        </Alert>
      </div>
    );
  }
}
