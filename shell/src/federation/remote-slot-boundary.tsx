import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { RemoteName } from '@dating/shared-kit';
import { forgetRemoteRoutes } from './load-remote-routes';
import { reregisterRemote } from './init-federation';
import { federationNameOf } from './remotes-registry';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: RemoteName;
  children: ReactNode;
  /** Runs after the remote is registered again and before the slot renders again (the router's re-navigation). */
  onRetry?: () => Promise<void> | void;
  /** A new value (the next page) clears a failure, so one broken page does not stick to the slot. */
  resetKey?: string;
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

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  }

  private readonly retry = async () => {
    forgetRemoteRoutes(this.props.remote);
    reregisterRemote(federationNameOf(this.props.remote));
    await this.props.onRetry?.();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed)
      return (
        <div key={this.state.attempt} data-remote-slot={this.props.remote}>
          {this.props.children}
        </div>
      );
    return <RemoteUnavailable remote={this.props.remote} onRetry={() => void this.retry()} />;
  }
}
