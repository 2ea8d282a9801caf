import type { AuditTarget } from '../../platform/audit.js';
import type { User } from '../contract/user.js';

export const userTarget = (user: Pick<User, '_id' | 'email'>): AuditTarget => ({ kind: 'user', id: user._id, label: user.email });
