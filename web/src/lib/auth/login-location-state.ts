import type { Location } from 'react-router-dom';

/** What /login reads from location.state. */
export interface LoginLocationState {
  /** Where to return after signing in. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Set when a signed-in user without the admin role was sent here. */
  reason?: 'admin-required';
}
