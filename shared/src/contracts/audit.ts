import { auditPageSchema, auditQuerySchema } from '../audit/index.js';
import type { RouteContract } from './route-contract.js';

/** The audit log: routes spread into API_ROUTES. */
export const AUDIT_ROUTES = {
  auditLog: { method: 'get', path: '/audit', summary: 'Operator: the audit log of operator and teacher actions (who, what, when, before and after), newest first; filter by actor, action, target and time', tag: 'operator', auth: true, query: auditQuerySchema, data: auditPageSchema },
} as const satisfies Record<string, RouteContract>;
